// The activity columns (诚信建设万里行, epidemic measures, handled safety clues) and their articles, drawn
// from the feature's own random stream after every other feature.
import type { Database } from 'better-sqlite3';
import { CITY, CREDIT_OFFICE, DEVELOPMENT_COMMISSION, INDUSTRIES, ORGANS } from '../../seed/city.js';
import type { Random } from '../../kernel/random.js';
import { releaseTime, seedColumn, summaryOf } from '../cms/content.js';
import type { SeedContext } from '../../kernel/feature.js';
import { escapeHtml } from '../../kernel/html.js';

/** The column of /epidemic; a named id (the column is text) that no numbered classification can take. */
export const EPIDEMIC_COLUMN = { id: 'activity-epidemic', name: '疫情防控信用措施', sort: 60, route: '/epidemic' } as const;

/** The column of the 诚信建设万里行 campaign's news. */
export const INTEGRITY_COLUMN = { id: 'activity-integrity-wanli', name: '诚信建设万里行', sort: 59, route: '/integrity-wanli' } as const;

/** The publicity of handled safety clues (/safe-clues-list): one notice per clue 已办结, from the clues themselves. */
export const CLUE_RESULTS_COLUMN = { id: 'activity-clue-results', name: '安全线索处理结果公示', sort: 61, route: '/safe-clues-list' } as const;

/** How many articles each column holds in every seed size: columns, not load-test tables. */
export const EPIDEMIC_ARTICLES = 18;

export const INTEGRITY_ARTICLES = 24;

const p = (text: string): string => `<p>${escapeHtml(text)}</p>`;

const list = (items: readonly string[]): string => `<ol>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ol>`;

interface Measure {
  title: (c: { year: number; district: string; organ: string }) => string;
  source: 'office' | 'commission' | 'organ';
  body: (c: { year: number; district: string; organ: string; firms: number; days: number }) => string[];
}

// The measures a city's credit office takes while an epidemic is being contained (after the national
// 发改办财金〔2020〕 notices on credit repair and credit support during epidemic prevention and control).
const MEASURES: readonly Measure[] = [
  {
    title: () => '关于在疫情防控期间做好信用修复工作的通知',
    source: 'office',
    body: (c) => [
      p(`为支持受疫情影响的经营主体有序恢复生产经营，${CREDIT_OFFICE.name}决定在疫情防控期间优化信用修复服务。`),
      list([
        '因疫情防控需要未能按期履行相关义务的，经核实后不作为失信行为记入信用记录；',
        `已列入经营异常名录的，可通过“${CITY.portalName}”网站在线申请信用修复，全程网办、不见面审批；`,
        `信用修复申请自受理之日起${c.days}个工作日内办结，材料不全的实行容缺受理；`,
        '对积极参与疫情防控的经营主体，在信用修复中依法依规从宽处理。',
      ]),
      p('各认定部门要指定专人负责，及时处理信用修复申请，并将处理结果同步至市公共信用信息平台。'),
    ],
  },
  {
    title: (c) => `${c.organ}对疫情防控重点保障企业开通“信易贷”绿色通道`,
    source: 'organ',
    body: (c) => [
      p(`为保障疫情防控物资生产供应，${c.organ}会同金融机构对列入疫情防控重点保障名单的企业开通“信易贷”绿色通道。`),
      p(`依托${CITY.name}信易贷融资对接平台，银行根据企业公共信用综合评价结果提供纯信用贷款，已为${c.firms}家企业发放贷款，平均审批时间缩短至${c.days}个工作日。`),
      p('守信企业可享受利率优惠、续贷免担保等激励措施；对弄虚作假骗取贷款的，依法依规实施失信惩戒。'),
    ],
  },
  {
    title: () => '疫情防控期间哄抬物价、制售假劣防护用品行为将纳入失信记录',
    source: 'office',
    body: (c) => [
      p(`${CREDIT_OFFICE.name}提醒广大经营者：疫情防控期间，哄抬口罩、消毒用品、药品和生活必需品价格，以及制售假劣防护用品的，将依法查处并记入信用记录。`),
      list([
        `市场监管部门作出的行政处罚决定，在“${CITY.portalName}”网站依法公示；`,
        '情节严重的，依法列入严重违法失信名单，在政府采购、招标投标、融资授信等方面依法依规受到限制；',
        '有关信息同步推送至“信用中国”网站和全国信用信息共享平台。',
      ]),
      p(`截至目前，全市已查处相关违法案件${c.firms}件，均已在本网站公示。`),
    ],
  },
  {
    title: (c) => `${c.district}推行疫情防控期间“信用承诺+容缺办理”`,
    source: 'organ',
    body: (c) => [
      p(`${c.district}在疫情防控期间对企业复工复产涉及的审批事项推行“信用承诺+容缺办理”，申请人书面承诺后即可先行办理。`),
      p(`实施以来，共为${c.firms}家企业办理承诺事项，平均办理时间压缩至${c.days}个工作日。`),
      p('承诺履行情况纳入企业信用记录；对虚假承诺的，撤销相关许可并依法依规实施失信惩戒。'),
    ],
  },
  {
    title: () => '关于疫情防控期间对守信主体实施激励措施的公告',
    source: 'commission',
    body: (c) => [
      p(`为鼓励经营主体积极参与疫情防控，${DEVELOPMENT_COMMISSION.name}对捐赠防疫物资、保障民生供应的守信主体实施以下激励措施：`),
      list([
        '在行政审批中给予“绿色通道”和容缺受理；',
        '在财政资金扶持、评优评先中同等条件下优先；',
        '在公共信用综合评价中予以加分；',
        `在“${CITY.portalName}”网站守信激励专栏公示表扬。`,
      ]),
      p(`首批${c.firms}家守信主体名单已在本网站公示，公示期${c.days}日。`),
    ],
  },
  {
    title: (c) => `${c.year}年疫情防控期间信用服务“不打烊”`,
    source: 'office',
    body: (c) => [
      p(`疫情防控期间，${CITY.name}公共信用信息中心信用服务“不打烊”，信用报告查询、异议申诉、信用修复等事项全部实现网上办理。`),
      p(`“${CITY.portalName}”网站提供公共信用信息报告在线下载，已累计下载报告${c.firms * 10}余份，满足企业投标、融资等需要。`),
      p('如需咨询，请通过本网站“网站互动”栏目留言，工作人员将在一个工作日内答复。'),
    ],
  },
];

interface CampaignStop {
  /** Published by the credit office itself rather than the organ that went. */
  byOffice?: true;
  title: (c: { year: number; district: string; organ: string; industry: string }) => string;
  body: (c: { year: number; district: string; organ: string; industry: string; firms: number; people: number }) => string[];
}

// What the campaign does where it stops: into enterprises, communities, schools and markets.
const CAMPAIGN_STOPS: readonly CampaignStop[] = [
  {
    byOffice: true,
    title: (c) => `“诚信建设万里行”主题宣传活动走进${c.district}`,
    body: (c) => [
      p(`近日，${CREDIT_OFFICE.name}联合${c.district}在辖区开展“诚信建设万里行”主题宣传活动。`),
      p(`活动现场设置信用咨询台，工作人员向群众讲解信用报告查询、信用修复和信用承诺等知识，发放宣传资料${c.people}余份。`),
      p(`${c.firms}家企业现场签署诚信经营承诺书，承诺守法经营、诚信待客。`),
    ],
  },
  {
    title: (c) => `${c.organ}开展“诚信建设万里行”进企业活动`,
    body: (c) => [
      p(`${c.organ}组织工作人员深入${c.industry}领域企业，开展“诚信建设万里行”进企业活动。`),
      p(`活动围绕公共信用信息报告、行政处罚信息信用修复、信易贷融资等企业关心的问题进行现场解答，覆盖企业${c.firms}家。`),
      p('下一步将持续推动信用知识进企业，帮助企业提升信用管理水平。'),
    ],
  },
  {
    title: (c) => `“诚信建设万里行”${c.industry}领域诚信经营倡议发布`,
    body: (c) => [
      p(`在“诚信建设万里行”活动中，${c.industry}领域行业协会向全市经营主体发出诚信经营倡议。`),
      list(['依法诚信经营，不制售假冒伪劣产品', '如实公示经营信息，自觉接受社会监督', '积极履行合同约定，维护良好商业信誉', '主动纠正失信行为，依法申请信用修复']),
      p(`倡议发布以来，已有${c.firms}家企业响应参与。`),
    ],
  },
  {
    byOffice: true,
    title: (c) => `${c.year}年“诚信建设万里行”守信典型案例发布`,
    body: (c) => [
      p(`${CREDIT_OFFICE.name}发布${c.year}年“诚信建设万里行”守信典型案例，${c.firms}家企业和个人入选。`),
      p('入选案例涵盖诚信经营、诚实守信、重诺守约等方面，展现了守信主体的良好形象。'),
      p(`有关案例已在“${CITY.portalName}”网站公示，供社会各界学习借鉴。`),
    ],
  },
  {
    title: (c) => `“诚信建设万里行”走进校园 ${c.district}学生上好诚信第一课`,
    body: (c) => [
      p(`${c.district}组织开展“诚信建设万里行”进校园活动，${c.people}余名师生参加。`),
      p('活动通过诚信故事分享、信用知识竞答、诚信承诺签名等形式，引导青少年从小树立诚信意识。'),
      p('学校将把诚信教育纳入日常德育工作，推动形成崇尚诚信的校园风尚。'),
    ],
  },
  {
    title: (c) => `${c.organ}“诚信建设万里行”专项检查行动通报`,
    body: (c) => [
      p(`${c.organ}结合“诚信建设万里行”活动，在${c.district}开展${c.industry}领域诚信经营专项检查。`),
      p(`共检查经营主体${c.firms}家，对发现问题的经营主体责令限期整改，涉嫌违法的依法立案查处，查处结果在本网站公示。`),
      p('专项检查将持续开展，推动经营主体守法诚信经营。'),
    ],
  },
];

/** What every article of the columns draws first: the organ that went, when it was released, and where. */
function articleSetting(random: Random, asOf: number) {
  const organ = random.pick(ORGANS);
  const released = releaseTime(random, asOf, 700);
  return { organ, released, year: new Date(released + 8 * 3600_000).getUTCFullYear(), district: random.pick(CITY.districts) };
}

function draftIntegrityArticles(random: Random, asOf: number) {
  const seen = new Map<string, number>();
  const ROUNDS = ['二', '三', '四', '五', '六'];
  return Array.from({ length: INTEGRITY_ARTICLES }, (_, index) => {
    const stop = CAMPAIGN_STOPS[index % CAMPAIGN_STOPS.length] as CampaignStop;
    const { organ, released, year, district } = articleSetting(random, asOf);
    const context = { year, district, organ: organ.name, industry: random.pick(INDUSTRIES), firms: random.int(8, 120), people: random.int(3, 40) * 100 };
    // A stop the campaign made again (same place, same year) is its next round.
    const base = stop.title(context);
    const earlier = seen.get(base) ?? 0;
    seen.set(base, earlier + 1);
    const title = earlier === 0 ? base : `${base}（第${ROUNDS[earlier - 1] ?? earlier + 1}轮）`;
    const body = stop.body(context);
    return { title, summary: summaryOf(body, title), body: body.join(''), source: stop.byOffice ? CREDIT_OFFICE.name : organ.name, released };
  });
}

function draftEpidemicArticles(random: Random, asOf: number) {
  return Array.from({ length: EPIDEMIC_ARTICLES }, (_, index) => {
    const measure = MEASURES[index % MEASURES.length] as Measure;
    const { organ, released, year, district } = articleSetting(random, asOf);
    const context = { year, district, organ: organ.name, firms: random.int(12, 260), days: random.int(3, 7) };
    const base = measure.title(context);
    // The same measure again later in the seed is another notice of it (a later round).
    const round = Math.floor(index / MEASURES.length);
    const title = round === 0 ? base : `${base}（第${round + 1}批）`;
    const body = measure.body(context);
    const source = measure.source === 'office' ? CREDIT_OFFICE.name : measure.source === 'commission' ? DEVELOPMENT_COMMISSION.name : organ.name;
    return { title, summary: summaryOf(body, title), body: body.join(''), source, released };
  });
}

interface HandledClue {
  title: string;
  subjectName: string;
  handleUnit: string;
  acceptTime: string;
  finishTime: string;
  result: string;
  payload: string;
}

/**
 * The handling results of the safety clues, as the organs publish them: what was reported about whom,
 * who handled it and the result. Nothing of the reporter (name, phone, 查询码) and no tracking number.
 */
function draftClueResultNotices(db: Database) {
  const clues = db
    .prepare(
      `SELECT title, subject_name AS subjectName, handle_unit AS handleUnit, accept_time AS acceptTime, finish_time AS finishTime, result, payload
       FROM submission WHERE kind = 'safetyClue' AND status = '已办结' AND result IS NOT NULL ORDER BY finish_time, id`,
    )
    .all() as HandledClue[];
  return clues.map((clue) => {
    const form = JSON.parse(clue.payload) as { clueType?: string; address?: string };
    const type = form.clueType ?? '';
    const title = `${type}安全线索处理结果公示：${clue.subjectName}`;
    const body = [
      p(`${clue.handleUnit}对群众举报的${type}安全线索依法进行了核查，现将处理结果公示如下。`),
      `<table><tbody>${[
        ['线索类别', `${type}安全`],
        ['被举报对象', clue.subjectName],
        ['被举报对象地址', form.address ?? ''],
        ['承办单位', clue.handleUnit],
        ['受理时间', clue.acceptTime],
        ['办结时间', clue.finishTime],
      ]
        .map(([name, value]) => `<tr><th scope="row">${escapeHtml(name ?? '')}</th><td>${escapeHtml(value ?? '')}</td></tr>`)
        .join('')}</tbody></table>`,
      p(`处理结果：${clue.result}`),
      p('感谢举报人对食品、药品和农产品质量安全工作的支持。举报人信息依法保密。'),
    ];
    return { title, summary: summaryOf(body, title), body: body.join(''), source: clue.handleUnit, releaseTime: clue.finishTime };
  });
}

export function seedActivity(db: Database, context: SeedContext): void {
  seedColumn(db, INTEGRITY_COLUMN, draftIntegrityArticles(context.random('activity-integrity-wanli'), context.asOf));
  seedColumn(db, EPIDEMIC_COLUMN, draftEpidemicArticles(context.random('activity-epidemic'), context.asOf));
  // After the clues are seeded (features/objections comes before this feature).
  seedColumn(db, CLUE_RESULTS_COLUMN, draftClueResultNotices(db).map(({ releaseTime: released, ...a }) => ({ ...a, released })));
}
