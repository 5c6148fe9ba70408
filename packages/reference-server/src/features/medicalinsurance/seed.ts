// The sub-site's columns (news, picture news, policy, statistics, measures, cases, the scoring scheme) with
// their articles, and the scores of the seeded institutions, from the feature's own random streams.
import type { Database } from 'better-sqlite3';
import { drawBanner } from '../../seed/banners.js';
import { CITY } from '../../seed/city.js';
import type { Random } from '../../kernel/random.js';
import { formatCst } from '../../kernel/time.js';
import { releaseTime, summaryOf } from '../cms/content.js';
import type { SeedContext } from '../../kernel/feature.js';
import { escapeHtml } from '../../kernel/html.js';

const BUREAU = `${CITY.name}医疗保障局`;

export interface MedicalColumn {
  id: string;
  name: string;
  sort: number;
  /** The portal routes that list it (documentation of the mapping). */
  routes: readonly string[];
}

/** The sub-site's parent column; its children are the columns below. */
export const MEDICAL_PARENT = { id: 'medical-insurance', name: '医保信用', sort: 70 } as const;

export const MEDICAL_COLUMNS = {
  news: { id: 'medical-news', name: '医保动态', sort: 1, routes: ['/medical-insurance-news', '/medical-insurance/news'] },
  imageNews: { id: 'medical-image-news', name: '医保图片新闻', sort: 2, routes: ['/medical-insurance/image-news'] },
  policy: { id: 'medical-policy', name: '医保政策', sort: 3, routes: ['/medical-insurance-policy', '/medical-insurance/policy'] },
  statistic: { id: 'medical-statistic', name: '医保统计', sort: 4, routes: ['/medical-insurance-statistic', '/medical-insurance/statistic'] },
  measure: { id: 'medical-measure', name: '医保监管措施', sort: 5, routes: ['/medical-insurance/measure'] },
  case: { id: 'medical-case', name: '医保典型案例', sort: 6, routes: ['/medical-insurance/case'] },
} as const satisfies Record<string, MedicalColumn>;

/** The parts of the scoring scheme (评价办法), one column of one article each. */
export const SCORE_PARTS = [
  { id: 'medical-score-introduction', name: '评价说明', sort: 11, route: '/medical-insurance/score-introduction' },
  { id: 'medical-score-method', name: '评分方法', sort: 12, route: '/medical-insurance/score-method' },
  { id: 'medical-score-basis', name: '评价依据', sort: 13, route: '/medical-insurance/score-basis' },
  { id: 'medical-score-level', name: '信用等级', sort: 14, route: '/medical-insurance/score-level' },
  { id: 'medical-selected-object', name: '评价对象', sort: 15, route: '/medical-insurance/selected-object' },
  { id: 'medical-score-cycle', name: '评价周期', sort: 16, route: '/medical-insurance/score-cycle' },
] as const;

/**
 * A part's article title, read as one phrase: 定点医药机构信用 + 评价说明, not 信用评价 + 评价说明 twice;
 * 定点医药机构 + 信用等级; otherwise 定点医药机构信用评价 + the part (评分方法).
 */
export function scorePartTitle(name: string): string {
  if (name.startsWith('评价')) return `定点医药机构信用${name}`;
  if (name.startsWith('信用')) return `定点医药机构${name}`;
  return `定点医药机构信用评价${name}`;
}

/** Articles per column, the same in every seed size: columns, not load-test tables. */
export const MEDICAL_ARTICLES = { news: 24, imageNews: 12, policy: 14, statistic: 12, measure: 12, case: 12 } as const;

/** 信用等级 by score (the scheme's 信用等级 part says the same). */
export const LEVELS = ['A', 'B', 'C', 'D'] as const;

export type Level = (typeof LEVELS)[number];

export const levelOf = (score: number): Level => (score >= 90 ? 'A' : score >= 80 ? 'B' : score >= 60 ? 'C' : 'D');

export const INSTITUTION_TYPES = ['定点医疗机构', '定点零售药店'] as const;

/** The evaluation cycles published, newest first. */
export const CYCLES = ['2025年度', '2024年度'] as const;

/** Institutions evaluated in each cycle. */
export const INSTITUTIONS = 150;

const p = (text: string): string => `<p>${escapeHtml(text)}</p>`;

const h2 = (text: string): string => `<h2>${escapeHtml(text)}</h2>`;

const list = (items: readonly string[], ordered = false): string =>
  `<${ordered ? 'ol' : 'ul'}>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</${ordered ? 'ol' : 'ul'}>`;

function table(head: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cells = (row: readonly (string | number)[], tag: 'th' | 'td') => `<tr>${row.map((c) => `<${tag}>${escapeHtml(String(c))}</${tag}>`).join('')}</tr>`;
  return `<table><thead>${cells(head, 'th')}</thead><tbody>${rows.map((r) => cells(r, 'td')).join('')}</tbody></table>`;
}

interface Draft {
  title: string;
  body: string[];
  source: string;
}

type Writer = (r: Random, year: number, month: number) => Draft;

const district = (r: Random): string => r.pick(CITY.districts.slice(0, 5));

const NEWS: readonly Writer[] = [
  (r, year) => ({
    title: `${CITY.name}公布${year - 1 - r.int(0, 3)}年度定点医药机构信用评价结果`,
    body: [
      p(`近日，${BUREAU}公布年度定点医药机构信用评价结果，全市${r.int(120, 160)}家定点医疗机构和零售药店参加评价。`),
      p(`评价结果分为A、B、C、D四个等级，已在“${CITY.portalName}”网站医保信用专栏公示，并作为医保协议管理、基金拨付和监督检查的重要依据。`),
      p('对评价为A级的机构，在年度考核中予以加分，适当降低日常检查频次；对评价为D级的机构，列为重点监管对象，依法依规实施约束措施。'),
    ],
    source: BUREAU,
  }),
  (r) => {
    const d = district(r);
    return {
      title: `${d}开展医保基金使用专项检查`,
      body: [
        p(`为守好群众“看病钱”“救命钱”，${d}医保部门联合卫生健康、市场监管等部门开展医保基金使用专项检查。`),
        p(`检查覆盖定点医疗机构${r.int(20, 60)}家、定点零售药店${r.int(40, 120)}家，发现问题线索${r.int(5, 30)}条，追回医保基金${r.int(20, 300)}万元。`),
        p('检查结果将纳入定点医药机构信用评价，违规行为同步记入公共信用信息平台。'),
      ],
      source: BUREAU,
    };
  },
  (r) => ({
    title: `医保基金监管集中宣传月活动启动，发放宣传资料${r.int(2, 9)}万余份`,
    body: [
      p(`${CITY.name}医保基金监管集中宣传月活动以“安全规范用基金 守好群众救命钱”为主题，走进医院、药店、社区和乡村。`),
      p('活动通过解读政策、曝光典型案例、公布举报渠道等方式，引导定点医药机构和参保群众自觉守法守信。'),
      p('群众发现欺诈骗保行为，可拨打医保基金监管举报电话，经查实的按规定给予奖励。'),
    ],
    source: BUREAU,
  }),
  (r) => ({
    title: `定点医药机构签署医保服务诚信承诺书，${r.int(300, 900)}家机构参与`,
    body: [
      p('全市定点医药机构集中签署医保服务诚信承诺书，承诺规范诊疗、合理用药、如实记录和上传医保结算数据。'),
      p('承诺履行情况将作为信用评价的重要内容，违背承诺的依法依规记入信用记录。'),
    ],
    source: `${CITY.name}医疗保障基金中心`,
  }),
  (r) => ({
    title: `医保“信用+”服务上线，守信参保人可享先诊疗后付费`,
    body: [
      p(`${CITY.name}在${r.int(5, 20)}家公立医院推行“信用就医”，信用良好的参保人可享受“先诊疗、后付费”服务。`),
      p('参保人授权查询个人信用信息后即可开通，就诊期间无需预交押金，出院后通过线上渠道结算。'),
    ],
    source: `${CITY.name}卫生健康委员会`,
  }),
  (r) => ({
    title: `医保智能监控系统上线运行，累计拦截违规结算${r.int(1, 9)}千余条`,
    body: [
      p('医保智能监控系统对定点医药机构的结算数据进行事前提醒、事中审核和事后稽核，发现的疑点自动推送核查。'),
      p('核查确认的违规行为扣减当期信用评分，情节严重的移交相关部门处理。'),
    ],
    source: `${CITY.name}医疗保障基金中心`,
  }),
];

const IMAGE_NEWS: readonly [caption: string, write: Writer][] = [
  ['医保基金监管宣传进社区', (r) => ({ title: `医保基金监管宣传走进${district(r)}社区`, body: [p(`宣传志愿者向居民讲解医保政策和举报渠道，现场解答群众咨询${r.int(100, 400)}余人次。`)], source: BUREAU })],
  ['定点医药机构信用评价培训', (r) => ({ title: `${district(r)}定点医药机构信用评价业务培训举办`, body: [p(`培训解读了信用评价指标和评分方法，全市${r.int(150, 300)}名医保管理人员参加。`)], source: BUREAU })],
  ['医保服务诚信承诺签约', (r) => ({ title: `${district(r)}定点医药机构集中签署诚信承诺书`, body: [p('签约仪式上，机构负责人代表全体从业人员作出诚信服务承诺。')], source: `${CITY.name}医疗保障基金中心` })],
  ['医保飞行检查现场', (r) => ({ title: `医保飞行检查组赴${district(r)}定点医院开展现场检查`, body: [p(`检查组调阅病历${r.int(200, 900)}份，对发现的问题当场反馈并限期整改。`)], source: BUREAU })],
  ['信用就医服务窗口', (r) => ({ title: `“信用就医”服务窗口在${district(r)}开通`, body: [p('参保人凭信用授权即可享受先诊疗后付费，减少排队缴费环节。')], source: `${CITY.name}卫生健康委员会` })],
  ['药店医保规范经营检查', (r) => ({ title: `${district(r)}定点零售药店规范经营专项检查开展`, body: [p(`执法人员检查药店${r.int(30, 90)}家，重点核查进销存数据和医保结算记录。`)], source: `${CITY.name}市场监督管理局` })],
];

const POLICIES: readonly Writer[] = [
  (r, year) => {
    const y = year - r.int(0, 5);
    return {
      title: `关于做好${y}年定点医药机构信用评价工作的通知`,
      body: [p(`各县（区）医保局、各定点医药机构：现就做好${y}年度定点医药机构信用评价工作通知如下。`), list(['按时报送自评材料', '如实提供医保结算和进销存数据', '配合现场核查'], true), p(`评价结果于${y + 1}年第一季度公示。`)],
      source: BUREAU,
    };
  },
  (r, year) => {
    const y = year - r.int(0, 5);
    return {
      title: `${y}年全市医疗保障基金监管工作要点`,
      body: [p(`${y}年，全市医保部门将以信用管理为抓手，持续加强医保基金监管。`), list(['开展定点医药机构信用评价', '推进医保智能监控全覆盖', '常态化开展专项检查', '完善举报奖励制度'], true)],
      source: BUREAU,
    };
  },
  (r, year) => ({
    title: `${CITY.name}定点医药机构信用评价管理办法（${year - 1}年修订）`,
    body: [h2('第一章 总则'), p('为加强医疗保障基金监管，推进定点医药机构信用体系建设，根据《医疗保障基金使用监督管理条例》，制定本办法。'), h2('第二章 评价内容'), list(['医保协议履行情况', '医保基金使用情况', '医保信息报送情况', '行政处罚和协议处理情况', '社会评价情况'], true), p(`本办法自印发之日起施行，有效期${r.int(3, 5)}年。`)],
    source: BUREAU,
  }),
  () => ({
    title: '医疗保障基金使用监督管理条例',
    body: [p('为了加强医疗保障基金使用监督管理，保障基金安全，促进基金有效使用，维护公民医疗保障合法权益，根据宪法，制定本条例。'), p('定点医药机构应当建立医疗保障基金使用内部管理制度，由专门机构或者人员负责医疗保障基金使用管理工作。')],
    source: '国务院',
  }),
  (r) => ({
    title: '关于建立医疗保障信用管理制度的实施意见',
    body: [p('建立健全以信用为基础的医保基金监管机制，对定点医药机构、医保医师（药师）和参保人实施信用管理。'), list(['建立信用记录', '开展信用评价', '实施分级分类监管', '强化守信激励和失信惩戒'], true), p(`各县（区）医保部门应在${r.int(1, 6)}个月内制定实施细则。`)],
    source: BUREAU,
  }),
  () => ({
    title: '医疗保障基金飞行检查管理暂行办法',
    body: [p('飞行检查是指国家和省级医疗保障行政部门组织实施的，对定点医药机构等不预先告知的现场监督检查。'), p('飞行检查发现的问题，作为定点医药机构信用评价的扣分依据。')],
    source: '国家医疗保障局',
  }),
  () => ({
    title: `${CITY.name}医疗保障基金社会监督员管理办法`,
    body: [p('聘请人大代表、政协委员、新闻媒体和群众代表担任医保基金社会监督员，参与医保基金监督工作。'), p('社会监督员反映的问题经核实的，纳入相关机构的信用评价。')],
    source: BUREAU,
  }),
  () => ({
    title: '违法违规使用医疗保障基金举报奖励办法',
    body: [p('举报人举报违法违规使用医疗保障基金行为，经查证属实的，按查实金额的一定比例给予奖励，最高不超过20万元。'), p('医保部门对举报人信息严格保密。')],
    source: '国家医疗保障局',
  }),
];

const MEASURES: readonly Writer[] = [
  () => ({ title: '对信用评价D级定点医药机构实施重点监管', body: [p('评价为D级的机构列为重点监管对象，提高现场检查频次，暂停其新增医保服务项目申请。'), p('连续两年评价为D级的，依法解除医保服务协议。')], source: BUREAU }),
  () => ({ title: '对信用评价A级机构实施激励措施', body: [p('对信用评价为A级的定点医药机构，医保部门实施以下激励措施：'), list(['适当降低日常检查频次', '医保基金预付优先安排', '优先纳入医保支付方式改革试点', '在评优评先中优先推荐'])], source: BUREAU }),
  (r) => ({ title: `${district(r)}对${r.int(3, 30)}家定点医药机构开展约谈提醒`, body: [p('对信用评价得分下降明显、存在违规苗头的定点医药机构，医保部门开展约谈提醒，督促其限期整改。'), p('整改情况纳入下一评价周期的信用评价。')], source: BUREAU }),
  (r) => ({ title: `医保医师（药师）记分管理实施`, body: [p(`对医保医师（药师）违规行为实行记分管理，一个自然年度内记分达到${r.int(9, 12)}分的，暂停其医保支付资格。`)], source: BUREAU }),
  () => ({ title: '医保违规信息纳入公共信用信息平台', body: [p(`医保部门作出的行政处罚信息和协议处理信息，按规定归集至市公共信用信息平台，并在“${CITY.portalName}”网站公示。`)], source: BUREAU }),
];

const CASES: readonly Writer[] = [
  (r) => ({ title: `${district(r)}某医院虚构诊疗项目骗取医保基金案`, body: [p(`经查，该院通过虚构诊疗项目、虚记费用等方式骗取医保基金${r.int(10, 90)}万元。`), p('医保部门追回全部基金，处以罚款，解除医保服务协议，信用评价直接认定为D级，涉嫌犯罪线索移送公安机关。')], source: BUREAU }),
  (r) => ({ title: `${district(r)}某药店串换药品违规结算案`, body: [p(`该药店将非医保支付的保健品串换为医保药品进行结算，涉及金额${r.int(1, 20)}万元。`), p('医保部门追回违规费用，暂停其医保结算6个月，相关信息记入信用记录。')], source: BUREAU }),
  (r) => ({ title: `${district(r)}某卫生院超标准收费案`, body: [p(`该院存在超标准收费、重复收费问题，涉及医保基金${r.int(2, 30)}万元。`), p('医保部门责令整改，追回违规金额，扣减当年信用评分。')], source: `${CITY.name}医疗保障基金中心` }),
  (r) => ({ title: `${district(r)}参保人冒名就医骗取医保待遇案`, body: [p(`参保人借用他人医保凭证就医，骗取医保基金${r.int(1, 5)}万元。`), p('医保部门追回基金，暂停其医保直接结算，并记入个人信用记录。')], source: BUREAU }),
];

function statisticDraft(r: Random, year: number, month: number): Draft {
  const insured = r.int(280, 300) * 1000 + r.int(0, 999);
  const income = r.int(80, 140) / 10;
  const spend = r.int(70, 130) / 10;
  return {
    title: `${year}年${month}月全市医疗保障基金运行情况`,
    body: [
      p(`截至${year}年${month}月底，全市基本医疗保险参保${insured}人，医保基金运行平稳。`),
      table(['项目', '本月（亿元）', '同比'], [['基金收入', income.toFixed(1), `${r.int(-5, 12)}%`], ['基金支出', spend.toFixed(1), `${r.int(-5, 12)}%`], ['累计结余', (income - spend + r.int(200, 300) / 10).toFixed(1), `${r.int(-3, 9)}%`]]),
      p(`本月全市定点医药机构医保结算${r.int(80, 160)}万人次，异地就医直接结算${r.int(3, 9)}万人次。`),
    ],
    source: `${CITY.name}医疗保障基金中心`,
  };
}

const SCORE_BODIES: Record<(typeof SCORE_PARTS)[number]['id'], string[]> = {
  'medical-score-introduction': [
    p(`定点医药机构信用评价是${BUREAU}依据医保服务协议和有关法律法规，对定点医疗机构和定点零售药店遵守医保管理规定、履行医保服务协议的情况作出的综合评价。`),
    p('评价坚持依法依规、客观公正、公开透明的原则，评价结果向社会公示，并与医保协议管理、基金拨付和监督检查挂钩。'),
  ],
  'medical-score-method': [
    p('信用评价实行百分制，基础分100分，根据评价周期内的加分和扣分项目计算最终得分。'),
    table(['评价维度', '分值', '主要内容'], [['协议履行', 30, '医保服务协议约定事项的执行情况'], ['基金使用', 35, '违规使用医保基金的情况'], ['信息报送', 15, '医保结算数据和进销存数据的真实完整'], ['社会评价', 10, '参保人满意度和投诉举报核实情况'], ['加分项目', 10, '配合医保改革、诚信承诺履行等']]),
    p('受到行政处罚或协议处理的，按处理类别扣分；同一问题不重复扣分。'),
  ],
  'medical-score-basis': [
    p('信用评价依据下列法规、规章和协议开展：'),
    list(['《医疗保障基金使用监督管理条例》', '《医疗机构医疗保障定点管理暂行办法》', '《零售药店医疗保障定点管理暂行办法》', `《${CITY.name}定点医药机构信用评价管理办法》`, '医保服务协议'], true),
  ],
  'medical-score-level': [
    p('根据评价得分，信用等级分为A、B、C、D四级。'),
    table(['等级', '得分', '含义'], [['A', '90分及以上', '守信'], ['B', '80分（含）至90分', '基本守信'], ['C', '60分（含）至80分', '失信'], ['D', '60分以下', '严重失信']]),
  ],
  'medical-selected-object': [
    p(`评价对象为与${CITY.name}医保经办机构签订医保服务协议满一年的定点医疗机构和定点零售药店。`),
    p('新纳入定点的机构，自签订协议满一个完整评价周期后参加评价。'),
  ],
  'medical-score-cycle': [
    p('信用评价以自然年度为一个评价周期，每年1月1日至12月31日。'),
    p('评价结果于次年第一季度公示，公示期为10个工作日；公示期间对结果有异议的，可向医保部门提出复核申请。'),
  ],
};

const HOSPITAL_WORDS = ['人民医院', '中医院', '妇幼保健院', '骨科医院', '眼科医院', '口腔医院', '康复医院', '中西医结合医院'] as const;

const CLINIC_WORDS = ['卫生院', '社区卫生服务中心', '门诊部', '诊所'] as const;

const PHARMACY_WORDS = ['大药房', '医药连锁', '药店', '百姓大药房'] as const;

interface Institution {
  name: string;
  code: string;
  type: (typeof INSTITUTION_TYPES)[number];
  district: string;
  base: number;
}

function draftInstitutions(r: Random): Institution[] {
  const used = new Set<string>();
  const out: Institution[] = [];
  for (let i = 0; out.length < INSTITUTIONS; i++) {
    const district = r.pick(CITY.districts);
    const pharmacy = i % 5 >= 3;
    const place = district.replace(/(区|县|国家旅游度假区|经济开发区|高新区)$/, '');
    const word = r.pick(CITY.firmWords);
    const name = pharmacy
      ? `${CITY.short}${word}${r.pick(PHARMACY_WORDS)}（${place}${r.int(1, 12)}店）`
      : r.chance(0.5)
        ? `${CITY.short}${place}${word}${r.pick(HOSPITAL_WORDS)}`
        : `${place}${word}${r.pick(CLINIC_WORDS)}`;
    if (used.has(name)) continue;
    used.add(name);
    const code = `${pharmacy ? 'P' : 'H'}350${String(CITY.districts.indexOf(district) + 2).padStart(2, '0')}${String(10000 + out.length * 37).padStart(5, '0')}`;
    out.push({ name, code, type: pharmacy ? '定点零售药店' : '定点医疗机构', district, base: r.int(55, 100) });
  }
  return out;
}

/** `count` drafts with distinct titles: a column never lists the same headline twice. */
function unique(count: number, draft: (i: number) => { draft: Draft; released: number }) {
  const out = new Map<string, { draft: Draft; released: number }>();
  for (let i = 0; out.size < count; i++) {
    if (i > count * 20) throw new Error(`only ${out.size} distinct titles of ${count}`);
    const next = draft(i);
    if (!out.has(next.draft.title)) out.set(next.draft.title, next);
  }
  return [...out.values()];
}

function seedColumns(db: Database, context: SeedContext): void {
  const r = context.random('medical-insurance');
  const created = formatCst(context.asOf);
  const year = Number(created.slice(0, 4));
  const insertColumn = db.prepare('INSERT INTO article_classification (id, parent_id, name, sort) VALUES (?, ?, ?, ?)');
  const insert = db.prepare(
    'INSERT INTO article (id, classification_id, title, summary, body, source, release_time, published) VALUES (?, ?, ?, ?, ?, ?, ?, 1)',
  );
  const insertPicture = db.prepare('INSERT INTO picture (id, content_type, body, created_at) VALUES (?, ?, ?, ?)');
  insertColumn.run(MEDICAL_PARENT.id, null, MEDICAL_PARENT.name, MEDICAL_PARENT.sort);

  const write = (columnId: string, drafts: { draft: Draft; released: number }[]) => {
    const { lastId } = db.prepare('SELECT coalesce(max(id), 0) AS lastId FROM article').get() as { lastId: number };
    drafts
      .sort((a, b) => a.released - b.released)
      .forEach(({ draft, released }, index) =>
        insert.run(lastId + index + 1, columnId, draft.title, summaryOf(draft.body, draft.title), draft.body.join(''), draft.source, formatCst(released)),
      );
  };
  const column = (c: MedicalColumn, count: number, writers: readonly Writer[]) => {
    insertColumn.run(c.id, MEDICAL_PARENT.id, c.name, c.sort);
    write(c.id, unique(count, (i) => {
      const released = releaseTime(r, context.asOf, 700);
      const month = Number(formatCst(released).slice(5, 7));
      return { draft: (writers[i % writers.length] as Writer)(r, year, month), released };
    }));
  };
  column(MEDICAL_COLUMNS.news, MEDICAL_ARTICLES.news, NEWS);
  column(MEDICAL_COLUMNS.policy, MEDICAL_ARTICLES.policy, POLICIES);
  column(MEDICAL_COLUMNS.measure, MEDICAL_ARTICLES.measure, MEASURES);
  column(MEDICAL_COLUMNS.case, MEDICAL_ARTICLES.case, CASES);

  // Picture news: each article shows its photo first (drawn as SVG like the CMS's article photos).
  insertColumn.run(MEDICAL_COLUMNS.imageNews.id, MEDICAL_PARENT.id, MEDICAL_COLUMNS.imageNews.name, MEDICAL_COLUMNS.imageNews.sort);
  IMAGE_NEWS.forEach(([caption], i) =>
    insertPicture.run(
      `medical-photo-${i + 1}`, 'image/svg+xml',
      Buffer.from(drawBanner({ width: 640, height: 360, lines: [caption], subtitle: `${CITY.name}医疗保障局`, colors: ['#c92a2a', '#7d0d12'], seal: '医' }, `medical-photo-${i + 1}`), 'utf8'),
      created,
    ),
  );
  write(
    MEDICAL_COLUMNS.imageNews.id,
    unique(MEDICAL_ARTICLES.imageNews, (i) => {
      const index = i % IMAGE_NEWS.length;
      const [caption, writer] = IMAGE_NEWS[index] as (typeof IMAGE_NEWS)[number];
      const released = releaseTime(r, context.asOf, 700);
      const draft = writer(r, year, 1);
      const figure = `<figure><img src="/api/filestorage/file/readImage/medical-photo-${index + 1}" alt="${escapeHtml(caption)}" width="640" height="360"><figcaption>${escapeHtml(caption)}</figcaption></figure>`;
      return { draft: { ...draft, body: [figure, ...draft.body] }, released };
    }),
  );

  // Statistics: the monthly bulletin of the last months, newest first.
  insertColumn.run(MEDICAL_COLUMNS.statistic.id, MEDICAL_PARENT.id, MEDICAL_COLUMNS.statistic.name, MEDICAL_COLUMNS.statistic.sort);
  const asOfMonth = year * 12 + Number(created.slice(5, 7)) - 1;
  write(
    MEDICAL_COLUMNS.statistic.id,
    Array.from({ length: MEDICAL_ARTICLES.statistic }, (_, i) => {
      const m = asOfMonth - 1 - i;
      const y = Math.floor(m / 12);
      const month = (m % 12) + 1;
      // Published on the 10th of the month after.
      const released = Math.min(Date.UTC(month === 12 ? y + 1 : y, month % 12, 10, 1 + r.int(0, 7), r.int(0, 59)), context.asOf - 3600_000);
      return { draft: statisticDraft(r, y, month), released };
    }),
  );

  // The scheme: one article per part, published with the scheme.
  const schemeAt = releaseTime(r, context.asOf, 300);
  for (const part of SCORE_PARTS) {
    insertColumn.run(part.id, MEDICAL_PARENT.id, part.name, part.sort);
    write(part.id, [{ draft: { title: scorePartTitle(part.name), body: SCORE_BODIES[part.id], source: BUREAU }, released: schemeAt }]);
  }
}

function seedScores(db: Database, context: SeedContext): void {
  const r = context.random('medical-insurance-scores');
  const insert = db.prepare(
    `INSERT INTO medical_score (institution_name, institution_code, institution_type, district, score, level, cycle, evaluate_date, organ)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const institutions = draftInstitutions(r);
  for (const cycle of CYCLES) {
    // Published in the first quarter after the cycle (评价周期).
    const published = `${Number(cycle.slice(0, 4)) + 1}-03-${String(r.int(10, 28)).padStart(2, '0')}`;
    for (const institution of institutions) {
      const score = Math.max(40, Math.min(100, institution.base + r.int(-8, 6) + r.int(0, 9) / 10));
      insert.run(institution.name, institution.code, institution.type, institution.district, score, levelOf(score), cycle, published, BUREAU);
    }
  }
}

export function seedMedicalInsurance(db: Database, context: SeedContext): void {
  seedColumns(db, context);
  seedScores(db, context);
}
