// The credit-repair guide of the portal (spec §2 'Other pages': /repair-method, /repair-procedure,
// /repair-article, /wanna-repair, /repairDetail): four classifications with fixed articles, written after
// the national rules (国家发展改革委令2023年第58号) as a city's credit office publishes them.
// Fixed text, no random draws, and ids after every other article: the rest of the seed stays as it was.
import { CITY, CREDIT_OFFICE, DEVELOPMENT_COMMISSION } from '../../seed/city.js';
import { escapeHtml } from '../../kernel/html.js';

export interface RepairGuideClassification {
  id: string;
  name: string;
  sort: number;
  /** The portal route that lists it (documentation of the mapping, spec §2). */
  route: string;
}

/** Named ids (the column is text): they can never collide with the numbered classifications. */
export const REPAIR_GUIDE_CLASSIFICATIONS: readonly RepairGuideClassification[] = [
  { id: 'repair-method', name: '信用修复方式', sort: 40, route: '/repair-method' },
  { id: 'repair-procedure', name: '信用修复流程', sort: 41, route: '/repair-procedure' },
  { id: 'repair-policy', name: '信用修复政策文件', sort: 42, route: '/repair-article' },
  { id: 'repair-apply', name: '信用修复申请指南', sort: 43, route: '/wanna-repair' },
];

export interface RepairGuideArticle {
  classificationId: string;
  title: string;
  source: string;
  /** Days before the seed's moment, released at 09:30 China Standard Time. */
  daysAgo: number;
  /** Paragraphs; an entry starting with `<` is HTML already (lists). */
  body: readonly string[];
}

const list = (items: readonly string[], ordered = false): string =>
  `<${ordered ? 'ol' : 'ul'}>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</${ordered ? 'ol' : 'ul'}>`;
const heading = (text: string): string => `<h2>${escapeHtml(text)}</h2>`;

export const REPAIR_GUIDE_ARTICLES: readonly RepairGuideArticle[] = [
  // 信用修复方式 (/repair-method)
  {
    classificationId: 'repair-method',
    title: '行政处罚信息信用修复',
    source: DEVELOPMENT_COMMISSION.name,
    daysAgo: 120,
    body: [
      '行政处罚信息信用修复，是指经营主体履行行政处罚决定、纠正失信行为后，在最短公示期届满后申请提前停止公示相关行政处罚信息。',
      heading('公示期限'),
      list([
        '涉及一般失信行为的行政处罚信息，最短公示期为三个月，最长公示期为一年。',
        '涉及严重失信行为的行政处罚信息，最短公示期为一年，最长公示期为三年。',
        '仅受到警告、通报批评和较低数额罚款的一般失信行为行政处罚信息，只在行政处罚决定机关网站公示，不归集至信用网站。',
      ]),
      heading('申请条件'),
      list(['已完全履行行政处罚决定规定的义务；', '已主动消除有关不良社会影响；', '最短公示期已届满；', '未在三年内因同一类失信行为再次受到行政处罚。']),
      `符合条件的经营主体可通过“信用中国”网站或${CITY.short}信用网站“我要修复”栏目提出申请，最长公示期届满的信息自动停止公示，无需申请。`,
    ],
  },
  {
    classificationId: 'repair-method',
    title: '严重失信主体名单信用修复',
    source: DEVELOPMENT_COMMISSION.name,
    daysAgo: 118,
    body: [
      '被列入严重失信主体名单的经营主体，在名单有效期内纠正失信行为、履行法定义务的，可以向认定单位申请提前移出名单。',
      heading('办理要点'),
      list([
        '向作出认定决定的单位提出移出申请，并提交已纠正失信行为的证明材料；',
        '认定单位依照有关法律、法规、规章和国家有关规定审核，作出是否同意移出的决定；',
        '同意移出的，认定单位及时将移出信息报送公共信用信息平台；',
        `${CITY.short}信用网站和“信用中国”网站在收到移出信息后三个工作日内停止公示。`,
      ], true),
      '严重失信主体名单有效期届满的，自动移出，不再公示。',
    ],
  },
  {
    classificationId: 'repair-method',
    title: '经营异常名录信用修复',
    source: '市市场监督管理局',
    daysAgo: 116,
    body: [
      '因未按期报送年度报告、未按规定公示即时信息、公示信息隐瞒真实情况或通过登记的住所无法联系等原因被列入经营异常名录的企业，可以在纠正后申请移出。',
      heading('移出方式'),
      list([
        '未按期报送年度报告的，补报并公示后申请移出；',
        '未按规定公示即时信息或公示信息隐瞒真实情况的，更正并公示后申请移出；',
        '通过登记的住所无法联系的，依法办理住所变更登记或提出通过登记的住所可以重新取得联系的证明后申请移出。',
      ]),
      '市场监督管理部门自收到申请之日起五个工作日内作出决定，移出后信用网站同步停止公示列入信息。',
    ],
  },
  {
    classificationId: 'repair-method',
    title: '失信被执行人信息信用修复',
    source: '市中级人民法院',
    daysAgo: 114,
    body: [
      '被纳入失信被执行人名单的，履行生效法律文书确定的义务后，由人民法院在三个工作日内删除失信信息。',
      list([
        '已履行全部义务的，可向执行法院申请删除失信信息；',
        '与申请执行人达成执行和解协议并经申请执行人确认履行完毕的，可申请删除；',
        '积极履行、主动纠正的，可依法申请信用修复并作出信用承诺。',
      ]),
      '人民法院删除失信信息后，公共信用信息平台和信用网站同步更新，相关联合惩戒措施随之解除。',
    ],
  },
  // 信用修复流程 (/repair-procedure)
  {
    classificationId: 'repair-procedure',
    title: '信用修复网上办理流程',
    source: CREDIT_OFFICE.name,
    daysAgo: 110,
    body: [
      '行政处罚信息信用修复实行“一网通办”，申请、受理、审核、结果反馈均可在网上完成，全程不收取任何费用。',
      list([
        '申请：申请人登录“信用中国”网站“信用修复”栏目，选择需要修复的行政处罚信息，填写信用修复申请书，上传守信承诺书和已履行行政处罚决定的材料。',
        '受理：“信用中国”网站自收到申请之日起两个工作日内决定是否受理；材料不齐全的，一次性告知需要补正的材料。',
        '审核：受理后，由归集该信息的公共信用信息平台会同作出处罚决定的部门进行核实。',
        '决定：自受理之日起五个工作日内作出决定；同意修复的，三个工作日内停止公示。',
        `同步：“信用中国”网站与${CITY.short}信用网站同步更新，修复结果可在“我要修复”栏目查询。`,
      ], true),
    ],
  },
  {
    classificationId: 'repair-procedure',
    title: '信用修复窗口办理指引',
    source: CREDIT_OFFICE.name,
    daysAgo: 108,
    body: [
      `不便网上办理的申请人，可以到${CITY.name}行政服务中心“信用修复”窗口现场办理。`,
      list([
        '办理地点：市行政服务中心二楼综合受理区“信用修复”窗口；',
        '办理时间：工作日上午8:30—12:00，下午14:30—17:30（法定节假日除外）；',
        `咨询电话：${CITY.phoneAreaCode}-12345；`,
        '窗口工作人员协助申请人在网上提交申请，办理进度与网上申请一致。',
      ]),
    ],
  },
  {
    classificationId: 'repair-procedure',
    title: '信用修复办理时限和结果查询',
    source: CREDIT_OFFICE.name,
    daysAgo: 106,
    body: [
      '信用修复申请自受理之日起五个工作日内办结，情况复杂的经批准可以延长。',
      heading('结果查询'),
      list([
        '通过“信用中国”网站“信用修复”栏目，输入申请编号查询办理进度；',
        `修复完成后，可在${CITY.short}信用网站“信用信息查询”中查看本单位信用记录的更新情况；`,
        '对修复结果有异议的，可以通过“异议申诉”提出。',
      ]),
      '信用修复决定作出后，相关部门同步更新信用记录，申请人无需重复提交。',
    ],
  },
  // 信用修复政策文件 (/repair-article)
  {
    classificationId: 'repair-policy',
    title: '失信行为纠正后的信用信息修复管理办法（试行）',
    source: '国家发展和改革委员会',
    daysAgo: 400,
    body: [
      '国家发展和改革委员会令2023年第58号，自2023年5月1日起施行。',
      '本办法所称信用信息修复，是指信用主体为积极改善自身信用状况，在纠正失信行为、履行相关义务后，向认定单位或归集机构提出申请，由认定单位或归集机构按照有关规定，移出严重失信主体名单、终止公示失信信息、在信用信息共享平台和信用网站上标注修复信息等。',
      heading('主要内容'),
      list([
        '明确了失信信息的分类和公示期限；',
        '规范了移出严重失信主体名单、终止公示行政处罚信息的条件和程序；',
        '明确“信用中国”网站、地方信用网站和各部门修复结果的协同共享机制；',
        '规定信用修复不收取任何费用，不得指定或变相指定第三方机构。',
      ]),
    ],
  },
  {
    classificationId: 'repair-policy',
    title: '关于进一步完善失信约束制度构建诚信建设长效机制的指导意见',
    source: '国务院办公厅',
    daysAgo: 700,
    body: [
      '国办发〔2020〕49号。',
      '意见要求，建立有利于自我纠错、主动自新的关爱机制。除法律、法规和党中央、国务院政策文件明确规定不可修复的失信信息外，失信主体按要求纠正失信行为、消除不良影响的，均可申请信用修复。',
      '意见明确，应当按照法律、法规和党中央、国务院政策文件规定的期限和程序，及时移出严重失信主体名单、停止公示失信信息，并解除相关惩戒措施。',
    ],
  },
  {
    classificationId: 'repair-policy',
    title: `${CITY.name}公共信用信息修复实施细则（试行）`,
    source: CREDIT_OFFICE.name,
    daysAgo: 300,
    body: [
      `为规范${CITY.name}公共信用信息修复工作，保护信用主体合法权益，根据国家和省有关规定，结合本市实际，制定本细则。`,
      list([
        '第一条 本细则适用于本市行政区域内公共信用信息的修复及其监督管理。',
        `第二条 ${CREDIT_OFFICE.name}负责统筹协调全市信用修复工作，市公共信用信息平台负责修复结果的归集和共享。`,
        '第三条 信用主体可通过信用网站在线申请，也可到市行政服务中心窗口办理。',
        '第四条 修复申请自受理之日起五个工作日内办结，修复结果同步推送至“信用中国（福建）”网站。',
        '第五条 任何单位和个人不得以信用修复名义收取费用。',
      ]),
    ],
  },
  {
    classificationId: 'repair-policy',
    title: '关于推行信用修复“一件事”集成办理的通知',
    source: CREDIT_OFFICE.name,
    daysAgo: 200,
    body: [
      '各县（区）信用办，市直有关单位：',
      '为进一步优化营商环境，帮助失信主体高效重塑信用，现就推行信用修复“一件事”集成办理有关事项通知如下。',
      list([
        '一次申请：行政处罚信息修复、经营异常名录移出等事项，申请人一次提交，部门并联办理。',
        '结果互认：修复结果在信用网站、“信用中国”网站和相关部门系统同步更新。',
        '主动告知：作出行政处罚决定时，同步告知信用修复的条件和途径。',
      ], true),
    ],
  },
  // 信用修复申请指南 (/wanna-repair)
  {
    classificationId: 'repair-apply',
    title: '申请信用修复需要准备的材料',
    source: CREDIT_OFFICE.name,
    daysAgo: 100,
    body: [
      '申请行政处罚信息信用修复，一般需要准备以下材料（均为电子版，网上提交）：',
      list([
        '信用修复申请书（可下载本站样表填写，加盖单位公章）；',
        '守信承诺书；',
        '已履行行政处罚决定的材料，如罚款缴纳凭证、整改完成的说明或相关证明；',
        '经办人身份证件及法定代表人授权委托书（委托办理时提供）。',
      ], true),
      '严重失信主体名单和经营异常名录的移出，按认定单位或市场监督管理部门的要求提交材料。',
    ],
  },
  {
    classificationId: 'repair-apply',
    title: '信用修复申请注意事项',
    source: CREDIT_OFFICE.name,
    daysAgo: 98,
    body: [
      '提交信用修复申请前，请仔细阅读以下事项：',
      list([
        '信用修复不收取任何费用，请勿轻信“付费修复”“内部渠道删除”等虚假宣传；',
        '申请人应对所提交材料的真实性负责，提供虚假材料的，不予修复，已修复的撤销修复决定；',
        '对信用信息本身的内容有异议的，应通过“异议申诉”办理，而不是申请修复；',
        '最长公示期届满的信息自动停止公示，无需申请。',
      ]),
    ],
  },
];

const DAY = 24 * 3600_000;

/** A release moment `daysAgo` before `asOf`, at 09:30 China Standard Time. */
export function repairGuideReleasedAt(asOf: number, daysAgo: number): number {
  const at = asOf - daysAgo * DAY;
  const cstMidnight = at - ((at + 8 * 3600_000) % DAY);
  return cstMidnight + (9 * 60 + 30) * 60_000;
}

/** An article's HTML body and list summary. */
export function repairGuideContent(article: RepairGuideArticle): { body: string; summary: string } {
  const body = article.body.map((x) => (x.startsWith('<') ? x : `<p>${escapeHtml(x)}</p>`)).join('\n');
  const text = article.body.map((x) => x.replace(/<[^>]*>/g, '')).find((x) => x.length > 20) ?? article.title;
  return { body, summary: text.length > 120 ? `${text.slice(0, 118)}……` : text };
}
