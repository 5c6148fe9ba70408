// Commitment templates (承诺书模板) of the seeded city, one per matter, grouped by 适用场景. The text
// follows the national model of 信用承诺书 (国家发展改革委《关于进一步完善“信用+”…》 practice):
// who promises, numbered promises, the consequences accepted, signature and date.
import { CITY, CREDIT_OFFICE, DEVELOPMENT_COMMISSION } from '../../seed/city.js';

export type Scenario = '行政审批类' | '证明事项类' | '信用修复类' | '行业自律类' | '主动型';
export type SubjectType = '法人及非法人组织' | '自然人';

export interface TemplateDraft {
  title: string;
  scenario: Scenario;
  organ: string;
  subjectTypes: SubjectType[];
  promises: string[];
}

const LEGAL: SubjectType[] = ['法人及非法人组织'];
const PERSON: SubjectType[] = ['自然人'];
const BOTH: SubjectType[] = ['法人及非法人组织', '自然人'];

export const TEMPLATES: readonly TemplateDraft[] = [
  { title: '食品经营许可告知承诺书', scenario: '行政审批类', organ: '市市场监督管理局', subjectTypes: LEGAL, promises: ['所填写的食品经营许可申请材料真实、完整、有效', '经营场所、设施设备符合食品安全标准和要求', '在承诺期限内接受现场核查，不符合条件的自愿撤回许可'] },
  { title: '企业投资项目告知承诺书', scenario: '行政审批类', organ: DEVELOPMENT_COMMISSION.name, subjectTypes: LEGAL, promises: ['项目符合国家产业政策和本市国土空间规划', '按照承诺的建设内容、规模和标准组织建设', '项目建设过程中严格落实安全生产和生态环境保护要求'] },
  { title: '建筑工程施工许可告知承诺书', scenario: '行政审批类', organ: '市住房和城乡建设局', subjectTypes: LEGAL, promises: ['已依法确定施工单位和监理单位', '建设资金已经落实', '有保证工程质量和安全的具体措施'] },
  { title: '道路货物运输经营许可告知承诺书', scenario: '行政审批类', organ: '市交通运输局', subjectTypes: LEGAL, promises: ['有与其经营业务相适应并经检测合格的车辆', '驾驶人员取得相应从业资格', '建立健全安全生产管理制度'] },
  { title: '公共场所卫生许可告知承诺书', scenario: '行政审批类', organ: '市卫生健康委员会', subjectTypes: LEGAL, promises: ['经营场所卫生条件符合国家卫生标准和规范', '从业人员取得有效健康合格证明', '建立卫生管理制度并配备专（兼）职卫生管理人员'] },
  { title: '个体工商户登记告知承诺书', scenario: '行政审批类', organ: '市市场监督管理局', subjectTypes: PERSON, promises: ['提交的登记材料真实有效', '经营场所合法使用', '依法从事经营活动并按时报送年度报告'] },
  { title: '无犯罪记录证明替代承诺书', scenario: '证明事项类', organ: '市司法局', subjectTypes: PERSON, promises: ['本人无犯罪记录', '如有虚假承诺，自愿承担相应法律责任和信用惩戒'] },
  { title: '纳税情况证明替代承诺书', scenario: '证明事项类', organ: `国家税务总局${CITY.name}税务局`, subjectTypes: LEGAL, promises: ['近三年依法纳税，无欠缴税款', '无重大税收违法失信记录'] },
  { title: '社会保险缴纳证明替代承诺书', scenario: '证明事项类', organ: '市人力资源和社会保障局', subjectTypes: BOTH, promises: ['已依法足额缴纳社会保险费', '所提供的参保信息真实准确'] },
  { title: '住所（经营场所）使用证明替代承诺书', scenario: '证明事项类', organ: '市市场监督管理局', subjectTypes: BOTH, promises: ['对申报的住所（经营场所）享有合法使用权', '住所（经营场所）不属于违法建筑'] },
  { title: '行政处罚信息信用修复承诺书', scenario: '信用修复类', organ: CREDIT_OFFICE.name, subjectTypes: LEGAL, promises: ['已全面履行行政处罚决定规定的义务', '已完成整改，纠正失信行为', '修复后一年内不再发生同类违法失信行为'] },
  { title: '经营异常名录移出信用修复承诺书', scenario: '信用修复类', organ: '市市场监督管理局', subjectTypes: LEGAL, promises: ['已补报年度报告并公示', '登记的住所（经营场所）可以取得联系', '今后按时报送年度报告'] },
  { title: '失信被执行人信用修复承诺书', scenario: '信用修复类', organ: '市中级人民法院', subjectTypes: BOTH, promises: ['已履行生效法律文书确定的义务', '今后依法诚信履行法律义务'] },
  { title: '鞋服行业诚信经营承诺书', scenario: '行业自律类', organ: `${CITY.name}鞋业协会`, subjectTypes: LEGAL, promises: ['不生产、销售假冒他人注册商标的商品', '不以次充好、以假充真', '按约定履行采购合同，不拖欠上下游货款'] },
  { title: '工艺美术行业诚信经营承诺书', scenario: '行业自律类', organ: `${CITY.name}工艺美术行业协会`, subjectTypes: LEGAL, promises: ['如实标注产品材质和工艺', '不以人造材料冒充天然材料销售', '明码标价，不哄抬价格'] },
  { title: '家政服务诚信承诺书', scenario: '行业自律类', organ: '市商务局', subjectTypes: BOTH, promises: ['家政服务员持健康证明上岗', '按合同约定提供服务，不乱收费', '保护服务对象个人隐私'] },
  { title: '电子商务经营者诚信承诺书', scenario: '行业自律类', organ: '市商务局', subjectTypes: BOTH, promises: ['如实披露商品或服务信息', '不刷单炒信、不虚构交易', '依法履行七日无理由退货义务'] },
  { title: '企业主动信用承诺书', scenario: '主动型', organ: CREDIT_OFFICE.name, subjectTypes: LEGAL, promises: ['遵守法律法规，依法诚信经营', '提供的产品和服务符合国家标准', '自觉接受政府、行业组织和社会公众监督'] },
  { title: '个人诚信承诺书', scenario: '主动型', organ: CREDIT_OFFICE.name, subjectTypes: PERSON, promises: ['遵守法律法规和社会公德', '诚实守信，按时履行合同和还款义务', '如实提供个人信息'] },
  { title: '中介服务机构信用承诺书', scenario: '主动型', organ: DEVELOPMENT_COMMISSION.name, subjectTypes: LEGAL, promises: ['依法依规开展中介服务，不出具虚假报告', '公开服务事项、收费标准和办理时限', '不以不正当手段承揽业务'] },
];

/** The template's HTML with placeholders that the portal (and the detail answer) fills in. */
export function templateHtml(draft: TemplateDraft): string {
  const legal = draft.subjectTypes.includes('法人及非法人组织');
  const person = draft.subjectTypes.includes('自然人');
  const who =
    legal && person
      ? '<p>承诺主体{{subjectName}}（统一社会信用代码或身份证号码：{{creditCode}}）'
      : legal
        ? '<p>本单位{{subjectName}}（统一社会信用代码：{{creditCode}}，法定代表人：{{legalPerson}}）'
        : '<p>本人{{subjectName}}（身份证号码：{{creditCode}}）';
  return [
    `<h3>${draft.title}</h3>`,
    `${who}就“{{matter}}”事项，郑重作出如下承诺：</p>`,
    '<ol>',
    ...draft.promises.map((p) => `<li>${p}；</li>`),
    '<li>自愿接受行政机关和社会公众的监督，本承诺书将在信用网站公示；</li>',
    '<li>如违反承诺，自愿承担相应法律责任，并同意将失信信息记入信用档案、依法依规实施失信约束措施。</li>',
    '</ol>',
    `<p>承诺主体：{{subjectName}}</p><p>承诺日期：{{signDate}}</p>`,
  ].join('');
}

export function fillTemplate(html: string, values: Record<string, string>): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return html.replace(/\{\{(\w+)\}\}/g, (_, name: string) => escape(values[name] ?? ''));
}
