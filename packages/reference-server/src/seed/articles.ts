// The foundation's articles: classifications and a few hundred (or, for load tests, thousands of) dated
// articles per seed, written from templates about the seeded city.
import type { Random } from '../kernel/random.js';
import { CAMPAIGNS, CITY, CREDIT_OFFICE, DEVELOPMENT_COMMISSION, INDUSTRIES, ORGANS, TOPICS, type Organ } from './city.js';
import { escapeHtml } from '../kernel/html.js';

export interface ClassificationSeed {
  id: string;
  name: string;
  sort: number;
  /** Share of the articles of one seed size. */
  weight: number;
}

/** Article classifications (glossary: news, policies, announcements, notices, research, risk warnings …). */
export const CLASSIFICATIONS: readonly ClassificationSeed[] = [
  { id: '1', name: '信用动态', sort: 1, weight: 0.28 },
  { id: '2', name: '政策法规', sort: 2, weight: 0.13 },
  { id: '3', name: '通知公告', sort: 3, weight: 0.13 },
  { id: '4', name: '公示公告', sort: 4, weight: 0.12 },
  { id: '5', name: '信用研究', sort: 5, weight: 0.08 },
  { id: '6', name: '风险提示', sort: 6, weight: 0.08 },
  { id: '7', name: '红黑榜', sort: 7, weight: 0.1 },
  { id: '8', name: '典型案例', sort: 8, weight: 0.08 },
];

export interface ArticleDraft {
  classificationId: string;
  title: string;
  summary: string;
  body: string;
  source: string;
  /** When it was released, ms since the epoch. */
  releasedAt: number;
}

/** What a title generator decides, so that the body can talk about the same thing. */
interface Story {
  title: string;
  organ: Organ;
  industry: string;
  topic: string;
  campaign: string;
  district: string;
  year: number;
  quarter: number;
  month: number;
  firm: string;
  /** What the firm does, as in "从事鞋业生产经营". */
  firmTrade: string;
  /** The first sentence of a news body. */
  lead?: string;
}

const p = (text: string): string => `<p>${escapeHtml(text)}</p>`;

const QUARTERS = ['一', '二', '三', '四'] as const;
const ORDINALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'] as const;

/** The date as a Chinese headline writes it: 11月18日. */
function monthDay(epochMs: number): string {
  const d = new Date(epochMs + 8 * 3600_000);
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
}

function cstYear(epochMs: number): number {
  return new Date(epochMs + 8 * 3600_000).getUTCFullYear();
}

const FIRM_TRADES = [
  ['鞋业', '运动鞋研发生产'], ['工艺品', '木雕工艺品生产销售'], ['食品', '食品加工'], ['建设工程', '房屋建筑施工'],
  ['贸易', '进出口贸易'], ['电子科技', '电子元器件制造'], ['物流', '道路货物运输'], ['纺织', '纺织面料生产'],
  ['医药', '药品批发零售'], ['家政服务', '家政服务'],
] as const;

function firm(r: Random): { firm: string; firmTrade: string } {
  const [trade, business] = r.pick(FIRM_TRADES);
  return { firm: `${CITY.short}市${r.pick(CITY.firmWords)}${trade}有限公司`, firmTrade: business };
}

/** A contact line as notices end with: 联系人：陈女士，联系电话：0594-2681234。 */
function contact(r: Random): string {
  const surname = r.pick(['陈', '林', '黄', '郑', '吴', '王', '蔡', '李', '翁', '方']);
  const title = r.pick(['女士', '先生']);
  return `联系人：${surname}${title}，联系电话：${CITY.phoneAreaCode}-2${r.int(100000, 999999)}。`;
}

/** Sentences a municipal credit article is built from; numbers vary per article. */
function progressSentences(r: Random, s: Story): string[] {
  return [
    `今年以来，全市累计归集公共信用信息${r.int(120, 980)}万条，“双公示”数据合规率保持在${r.int(985, 999) / 10}%以上。`,
    `会议指出，社会信用体系建设是推进国家治理体系和治理能力现代化的重要基础，各县（区）、各有关部门要提高站位、压实责任，切实把各项工作抓实抓细。`,
    `截至目前，“信易贷”平台已入驻金融机构${r.int(18, 46)}家，发布金融产品${r.int(60, 240)}款，累计帮助中小微企业获得授信${r.int(30, 260)}亿元。`,
    `本次行动共出动执法人员${r.int(80, 600)}人次，检查经营主体${r.int(200, 3000)}家，责令整改${r.int(10, 120)}家，立案查处${r.int(2, 30)}家。`,
    `通过推行信用承诺制，申请人作出书面承诺后即可先行办理相关事项，审批时限平均压缩${r.int(30, 70)}%。`,
    `${CREDIT_OFFICE.short}将定期通报各单位信用信息报送情况，并将其纳入年度绩效考核。`,
    `与会人员围绕${s.topic}、公共信用综合评价结果应用等议题进行了深入交流。`,
    `${s.district}结合${s.industry}行业特点，建立了经营主体信用档案${r.int(1, 9)}万余份，实现信用状况“一企一档”。`,
    `下一步，我市将持续完善信用修复机制，推动“信用修复一件事”集成办理，帮助经营主体及时重塑信用。`,
    `各有关部门要依法依规开展守信激励和失信惩戒，让守信者处处受益、失信者处处受限，不断优化营商环境。`,
    `活动现场，工作人员向过往群众发放宣传资料${r.int(5, 50) * 100}余份，解答信用报告查询、信用修复等方面的咨询${r.int(50, 600)}人次。`,
    `${s.organ.short}将把${s.industry}领域信用评价结果与“双随机、一公开”监管相结合，对信用风险高的经营主体提高抽查比例和频次。`,
  ];
}

/** Releases, titles and bodies of one classification. */
interface ClassificationWriter {
  sources: (r: Random) => Organ;
  /** The headline, or the headline and the lead sentence of the body. */
  title: (r: Random, s: Omit<Story, 'title'>) => string | [title: string, lead: string];
  body: (r: Random, s: Story, releasedAt: number) => string[];
}

const anyOrgan = (r: Random): Organ => r.pick(ORGANS);

/** A news headline and the first sentence that reports it, so that title and body tell one story. */
function newsLead(r: Random, s: Omit<Story, 'title'>): [title: string, lead: string] {
  const partner = r.pick(ORGANS.filter((o) => o !== s.organ));
  return r.pick<() => [string, string]>([
    () => [`${s.organ.short}开展“${s.campaign}”专项检查行动`, `${s.organ.name}在全市范围内开展“${s.campaign}”专项检查行动，重点检查${s.industry}领域经营主体诚信经营情况。`],
    () => [`我市召开${s.year}年第${QUARTERS[s.quarter - 1]}季度社会信用体系建设工作推进会`, `我市召开社会信用体系建设工作推进会，总结前一阶段工作，部署${s.topic}等重点任务。`],
    () => [`${s.district}召开${s.year}年社会信用体系建设工作会议`, `${s.district}召开${s.year}年社会信用体系建设工作会议，${s.organ.name}有关负责同志到会指导。`],
    () => [`${s.organ.short}举办${s.topic}业务培训班`, `${s.organ.name}举办${s.topic}业务培训班，各县（区）和市直有关单位业务骨干${r.int(6, 20) * 10}余人参加培训。`],
    () => [`${s.organ.short}扎实推进${s.industry}领域信用分级分类监管`, `${s.organ.name}印发工作方案，在${s.industry}领域全面推行信用分级分类监管。`],
    () => [`我市${r.int(12, 86)}家企业入选省级“守信激励”对象名单`, `${CITY.province}公布新一批“守信激励”对象名单，我市多家企业榜上有名，入选数量位居全省前列。`],
    () => [`${s.district}“信易贷”助力中小微企业融资${r.int(3, 40)}亿元`, `记者从${s.organ.name}获悉，${s.district}依托“信易贷”平台，持续推动信用信息在融资领域的应用。`],
    () => [`“${s.campaign}”主题宣传活动在${s.district}启动`, `“${s.campaign}”主题宣传活动在${s.district}启动，${s.organ.name}等单位在活动现场设置咨询台。`],
    () => [`${s.district}深入推进信用承诺制改革`, `${s.district}在${s.industry}等领域深入推进信用承诺制改革，进一步便利企业和群众办事。`],
    () => [`${s.organ.short}召开${s.industry}领域失信问题专项治理推进会`, `${s.organ.name}召开${s.industry}领域失信问题专项治理推进会，通报前期治理进展。`],
    () => [`${s.year}年${s.month}月城市信用状况监测我市排名全省第${r.int(1, 4)}`, `在最新一期全国城市信用状况监测中，我市综合排名位居全省前列，${s.topic}等指标表现突出。`],
    () => [`${s.organ.short}与${partner.short}签署信用信息共享合作协议`, `${s.organ.name}与${partner.name}签署信用信息共享合作协议，推动${s.industry}领域信用数据互联互通。`],
  ])();
}

const newsWriter: ClassificationWriter = {
  sources: anyOrgan,
  title: newsLead,
  body: (r, s, at) => {
    const middle = r.sample(progressSentences(r, s), r.int(4, 7));
    const paragraphs = [`${monthDay(at)}，${s.lead ?? s.title}`];
    for (let i = 0; i < middle.length; i += 2) paragraphs.push(middle.slice(i, i + 2).join(''));
    paragraphs.push(
      r.pick([
        `${s.organ.short}表示，将以此为契机，持续深化${s.industry}领域信用体系建设，为全市高质量发展营造良好信用环境。`,
        '下一步，我市将进一步健全以信用为基础的新型监管机制，推动社会信用体系建设迈上新台阶。',
      ]),
    );
    return paragraphs;
  },
};

const POLICY_DOCUMENTS = [
  '公共信用信息管理办法',
  '信用修复管理办法（试行）',
  '守信联合激励和失信联合惩戒实施办法',
  '信用承诺制实施方案',
  '企业信用风险分类管理实施方案',
  '社会信用体系建设工作要点',
  '公共信用信息目录',
  '“信易贷”工作实施方案',
  '政务诚信建设实施方案',
  '经营主体信用合规建设指引',
] as const;

const policyWriter: ClassificationWriter = {
  sources: (r) =>
    r.pick([
      { name: `${CITY.name}人民政府办公室`, short: '市政府办' },
      DEVELOPMENT_COMMISSION,
      CREDIT_OFFICE,
      { name: `${CITY.province}发展和改革委员会`, short: '省发展改革委' },
      ...ORGANS.slice(0, 6),
    ]),
  title: (r, s) =>
    r.pick([
      () => `关于印发《${CITY.name}${r.pick(POLICY_DOCUMENTS)}》的通知`,
      () => `关于印发《${CITY.name}社会信用体系建设三年行动方案（${s.year}—${s.year + 2}年）》的通知`,
      () => `${s.organ.name}关于${s.industry}领域信用分级分类监管的实施细则`,
      () => `关于进一步完善失信约束制度构建诚信建设长效机制的实施意见`,
      () => `关于推进${s.industry}领域信用承诺制工作的通知`,
      () => `${CITY.name}${s.year}年社会信用体系建设工作要点`,
      () => `关于加强${s.industry}领域公共信用信息归集共享的通知`,
    ])(),
  body: (r, s) => {
    const articles = r.sample(
      [
        `为了规范公共信用信息的归集、共享、公开和使用，保护信用主体合法权益，根据《${CITY.province}公共信用信息管理暂行办法》等有关规定，结合本市实际，制定本办法。`,
        '本办法适用于本市行政区域内公共信用信息的归集、共享、公开、使用及其相关管理活动。',
        `${CREDIT_OFFICE.name}负责统筹协调全市社会信用体系建设工作，市公共信用信息平台承担信用信息的归集、存储和服务。`,
        '行政机关应当按照公共信用信息目录，及时、准确、完整地报送本单位产生的公共信用信息。',
        '信用主体认为公共信用信息存在错误、遗漏的，可以向认定单位或者市公共信用信息平台提出异议申请。',
        '失信主体在规定期限内纠正失信行为、消除不良影响的，可以按照规定申请信用修复。',
        '对守信主体，有关部门可以在行政许可中实行“绿色通道”和容缺受理等便利措施。',
        '实施失信惩戒措施，应当与失信行为的性质、情节和社会危害程度相适应，不得扩大范围。',
      ],
      r.int(4, 6),
    );
    return [
      '各县（区）人民政府（管委会），市直有关单位：',
      `经市政府同意，现将《${s.title.replace(/^关于印发《|》的通知$/g, '')}》印发给你们，请结合实际，认真贯彻执行。`,
      ...articles.map((text, i) => `第${ORDINALS[i]}条\u3000${text}`),
      `本文件自印发之日起施行，由${s.organ.name}负责解释。`,
    ];
  },
};

const noticeWriter: ClassificationWriter = {
  sources: (r) => r.pick([CREDIT_OFFICE, DEVELOPMENT_COMMISSION, CREDIT_OFFICE, ...ORGANS.slice(1, 5)]),
  title: (r, s) =>
    r.pick([
      () => `关于开展${s.year}年度“诚信示范企业”评选活动的通知`,
      () => `关于做好${s.year}年${s.industry}领域公共信用信息归集工作的通知`,
      () => `关于举办${s.topic}专题培训的通知`,
      () => `关于征集${s.year}年度社会信用体系建设典型案例的通知`,
      () => `关于${s.year}年第${QUARTERS[s.quarter - 1]}季度“双公示”数据报送情况的通报`,
      () => `${CITY.short}信用网站系统升级维护公告（${s.year}年${s.month}月）`,
      () => `关于开展${s.year}年“${s.campaign}”宣传活动的通知`,
    ])(),
  body: (r, s) => [
    '各县（区）信用办，市直有关单位：',
    `为深入贯彻落实国家和省关于社会信用体系建设的决策部署，进一步做好${s.topic}相关工作，现将有关事项通知如下：`,
    `一、工作内容。各单位要围绕${s.industry}领域，梳理本单位职责范围内的工作任务，明确责任人和完成时限。`,
    `二、时间安排。请于${r.int(1, 12)}月${r.int(1, 28)}日前将有关材料报送${CREDIT_OFFICE.short}，逾期未报送的视为无相关事项。`,
    '三、工作要求。各单位要高度重视，加强组织协调，确保报送信息真实、准确、完整。',
    contact(r),
  ],
};

const publicityWriter: ClassificationWriter = {
  sources: (r) => r.pick([CREDIT_OFFICE, ...ORGANS]),
  title: (r, s) =>
    r.pick([
      () => `${s.year}年第${QUARTERS[s.quarter - 1]}季度守信激励对象名单公示`,
      () => `关于拟列入${s.industry}领域严重失信主体名单的公示`,
      () => `${s.organ.short}${s.year}年第${ORDINALS[r.int(0, 9)]}批行政许可信息公示`,
      () => `关于${r.int(3, 40)}家企业信用修复结果的公示`,
      () => `${s.year}年度${s.industry}领域信用评价结果公示`,
    ])(),
  body: (r, s, at) => {
    const days = r.pick([5, 7, 10]);
    return [
      `根据《${CITY.name}公共信用信息管理办法》有关规定，经${s.organ.name}审核，现将${s.title.replace(/公示$/, '').replace(/^关于|的$/g, '')}情况予以公示。`,
      `公示期为${days}个工作日（${monthDay(at)}起）。公示期间，任何单位和个人如有异议，可以书面形式向${s.organ.short}反映，并提供相关证明材料。`,
      `本次公示涉及经营主体${r.int(5, 120)}家，其中${s.industry}领域${r.int(1, 30)}家，名单详见附件。`,
      contact(r),
    ];
  },
};

const researchWriter: ClassificationWriter = {
  sources: (r) =>
    r.pick([
      CREDIT_OFFICE,
      { name: `${CITY.short}学院`, short: `${CITY.short}学院` },
      { name: `中共${CITY.name}委党校`, short: '市委党校' },
      { name: `${CITY.name}社会科学界联合会`, short: '市社科联' },
    ]),
  title: (r) => {
    const subject = r.pick([...TOPICS, '“信易贷”模式', '行业信用评价', '个人诚信体系建设', '公共数据共享机制']);
    const suffix = r.pick(['的实践与思考', '的问题与对策', '研究', `的${CITY.short}实践`, '的路径探索', '的国际比较与借鉴']);
    return `${r.pick(['', '', '浅析', '试论'])}${subject}${suffix}`;
  },
  body: (r, s) => [
    `摘要：本文梳理了${CITY.name}${s.topic}工作的主要做法，分析了当前存在的信息共享不充分、结果应用不平衡等问题，并提出了若干对策建议。`,
    `一、研究背景。近年来，国家持续推进社会信用体系建设高质量发展，${s.topic}作为其中的重要环节，受到各地普遍关注。`,
    `二、主要做法。${CITY.name}依托公共信用信息平台，在${s.industry}等领域开展先行先试，形成了一批可复制、可推广的经验。`,
    `三、存在问题。一是部门间数据标准不统一；二是信用评价结果在${s.industry}领域应用场景偏少；三是经营主体对${s.topic}的知晓率有待提高。`,
    `四、对策建议。建议加快完善地方性信用制度，拓展“信用+”应用场景，加强信用服务机构培育，推动形成${r.pick(['政府主导、社会参与', '部门协同、上下联动'])}的工作格局。`,
  ],
};

const riskWriter: ClassificationWriter = {
  sources: (r) => r.pick([ORGANS[2] as Organ, ORGANS[15] as Organ, ORGANS[1] as Organ, CREDIT_OFFICE]),
  title: (r, s) =>
    r.pick([
      () => `警惕“${r.pick(['付费信用修复', '征信洗白', '贷款包装', '代办信用报告', '注销校园贷', '虚假投资理财'])}”骗局的风险提示`,
      () => `关于防范${r.pick(['非法集资', '电信网络诈骗', '预付式消费陷阱', '“职业背债人”骗局'])}的风险提示`,
      () => `${s.industry}领域经营主体信用风险提示（${s.year}年第${s.quarter}期）`,
    ])(),
  body: (r, s) => [
    `近期，有不法分子打着“${r.pick(['快速修复征信', '内部渠道删除逾期记录', '低息无抵押贷款'])}”等幌子，诱导群众支付所谓“服务费”“保证金”，造成财产损失。`,
    '在此提醒广大市民和经营主体：征信系统中的不良信息不能通过付费删除，正规的信用修复和异议申请均不收取任何费用。',
    `如需查询信用报告或申请信用修复，请通过“信用中国”网站、人民银行征信中心或${CITY.short}信用网站等官方渠道办理。`,
    `如发现可疑情况，请及时拨打110报警，或向${s.organ.name}反映。`,
  ],
};

const redBlackWriter: ClassificationWriter = {
  sources: (r) => r.pick([CREDIT_OFFICE, ORGANS[7] as Organ, ORGANS[1] as Organ, ORGANS[3] as Organ]),
  title: (r, s) =>
    r.pick([
      () => `${s.year}年${s.month}月${CITY.name}诚信“红黑榜”发布`,
      () => `${s.organ.short}发布${s.year}年第${QUARTERS[s.quarter - 1]}季度${s.industry}领域“红黑榜”`,
      () => `${r.int(8, 60)}名失信被执行人主动履行义务被移出失信名单`,
    ])(),
  body: (r, s) => [
    `为弘扬诚实守信的社会风尚，${s.organ.name}发布${s.industry}领域诚信“红黑榜”，其中红榜经营主体${r.int(5, 40)}家，黑榜经营主体${r.int(2, 20)}家。`,
    `红榜主体将在行政审批、评优评先、融资授信等方面享受“绿色通道”等激励措施；黑榜主体将被依法依规实施联合惩戒。`,
    `列入黑榜的主体纠正失信行为后，可以按照规定申请信用修复。${s.firm}等${r.int(2, 9)}家企业已完成整改并修复信用。`,
    `社会公众可登录${CITY.short}信用网站“红黑名单”栏目查询详细名单。`,
  ],
};

const caseWriter: ClassificationWriter = {
  sources: anyOrgan,
  title: (r, s) =>
    r.pick([
      () => `信用修复典型案例：${s.firm}积极整改重塑信用`,
      () => `守信激励典型案例：“信易贷”助力${s.firm}渡过难关`,
      () => `失信惩戒典型案例：${s.firm}拒不履行法院判决被联合惩戒`,
      () => `信用承诺典型案例：${s.district}“先证后核”让企业办事更便捷`,
    ])(),
  body: (r, s) => [
    `【基本情况】${s.firm}是${s.district}一家从事${s.firmTrade}的企业，成立于${s.year - r.int(5, 20)}年。`,
    `【主要做法】${s.organ.short}在日常监管中发现该企业相关问题后，依法作出处理，并主动告知其信用修复的条件和流程。企业在${r.int(5, 30)}个工作日内完成整改。`,
    `【取得成效】该企业的信用状况得到改善，${r.pick(['顺利获得银行授信', '恢复参与招投标资格', '重新获得政府采购资格'])}，经营逐步恢复正常。`,
    '【典型意义】本案例体现了“惩戒与修复并重”的信用监管理念，引导经营主体主动纠正失信行为。',
  ],
};

const WRITERS: Record<string, ClassificationWriter> = {
  '1': newsWriter,
  '2': policyWriter,
  '3': noticeWriter,
  '4': publicityWriter,
  '5': researchWriter,
  '6': riskWriter,
  '7': redBlackWriter,
  '8': caseWriter,
};

const DAY = 24 * 3600_000;

/** A release time in office hours on a working day, at most `spanDays` before `asOf`. */
function releaseTime(r: Random, asOf: number, spanDays: number): number {
  let at = asOf - r.int(0, spanDays - 1) * DAY;
  // Government sites publish on working days: move weekend releases to the Friday before.
  const weekday = new Date(at + 8 * 3600_000).getUTCDay();
  if (weekday === 6) at -= DAY;
  if (weekday === 0) at -= 2 * DAY;
  const cstMidnight = at - ((at + 8 * 3600_000) % DAY);
  return cstMidnight + (r.int(8, 17) * 60 + r.int(0, 59)) * 60_000 + r.int(0, 59) * 1000;
}

/**
 * Makes a repeated headline unique the way a CMS's editors do: first by naming the district or the
 * organ it concerns, then by numbering the issue (（第2期）). Only used when titles must be distinct
 * (the load size: 5,000 articles are more than the writers' ~4,300 different headlines).
 */
function distinctTitle(r: Random, story: Story, titles: ReadonlySet<string>): string {
  const qualified = [`${story.district}${story.title}`, `${story.organ.short}${story.title}`];
  for (const title of r.shuffle(qualified)) if (!titles.has(title)) return title;
  for (let issue = 2; ; issue++) {
    const title = `${story.title}（第${issue}期）`;
    if (!titles.has(title)) return title;
  }
}

/**
 * Drafts `count` articles spread over the two years before `asOf`, oldest first. A headline drawn
 * again is drawn anew a few times; with `distinctTitles` a remaining repeat is then made unique.
 */
export function draftArticles(r: Random, count: number, asOf: number, options: { distinctTitles?: boolean } = {}): ArticleDraft[] {
  const totalWeight = CLASSIFICATIONS.reduce((sum, c) => sum + c.weight, 0);
  const drafts: ArticleDraft[] = [];
  const titles = new Set<string>();
  for (const classification of CLASSIFICATIONS) {
    const writer = WRITERS[classification.id];
    if (!writer) throw new Error(`no writer for classification ${classification.id}`);
    const n = Math.max(1, Math.round((count * classification.weight) / totalWeight));
    for (let i = 0; i < n; i++) {
      const releasedAt = releaseTime(r, asOf, 730);
      const write = (): Story => {
        const base = {
          organ: writer.sources(r),
          industry: r.pick(INDUSTRIES),
          topic: r.pick(TOPICS),
          campaign: r.pick(CAMPAIGNS),
          district: r.pick(CITY.districts),
          year: cstYear(releasedAt),
          quarter: Math.floor(new Date(releasedAt + 8 * 3600_000).getUTCMonth() / 3) + 1,
          month: new Date(releasedAt + 8 * 3600_000).getUTCMonth() + 1,
          ...firm(r),
        };
        const headline = writer.title(r, base);
        return typeof headline === 'string' ? { ...base, title: headline } : { ...base, title: headline[0], lead: headline[1] };
      };
      // A real CMS rarely repeats a headline: draw again a few times before accepting a repeat.
      let story = write();
      for (let attempt = 0; attempt < 12 && titles.has(story.title); attempt++) story = write();
      // The body keeps telling the story as drawn; only the headline is qualified.
      const title = options.distinctTitles && titles.has(story.title) ? distinctTitle(r, story, titles) : story.title;
      titles.add(title);
      const paragraphs = writer.body(r, story, releasedAt);
      const summarySource = paragraphs.find((text) => text.length > 30) ?? story.title;
      drafts.push({
        classificationId: classification.id,
        title,
        summary: summarySource.length > 120 ? `${summarySource.slice(0, 118)}……` : summarySource,
        body: paragraphs.map(p).join('\n'),
        source: story.organ.name,
        releasedAt,
      });
    }
  }
  return drafts.sort((a, b) => a.releasedAt - b.releasedAt);
}
