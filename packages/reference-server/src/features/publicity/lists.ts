// The public lists of the seeded city: what each list is called, who keeps it and why subjects are on it.
import { DISTRICTS, CITY, placeOf } from '../../seed/city.js';

export interface ListDefinition {
  name: string;
  organ: string;
  /** Reasons, with {year} filled in. */
  reasons: readonly string[];
  /** How long an entry stays valid, in months. */
  validMonths: number;
}

/** 红名单 (listType 1). */
export const RED_LISTS: readonly ListDefinition[] = [
  { name: 'A级纳税人', organ: `国家税务总局${CITY.name}税务局`, validMonths: 12, reasons: ['{year}年度纳税信用评价结果为A级', '连续三年纳税信用评价为A级（{year}年度）'] },
  { name: '守合同重信用企业', organ: '福建省市场监督管理局', validMonths: 24, reasons: ['经企业申报、审核和公示，认定为{year}年度“守合同重信用”企业'] },
  { name: '劳动保障守法诚信示范单位', organ: `${CITY.name}人力资源和社会保障局`, validMonths: 24, reasons: ['{year}年度劳动保障守法诚信等级评价为A级，无拖欠工资和违法用工记录'] },
  { name: '诚信示范企业', organ: `${CITY.name}社会信用体系建设领导小组办公室`, validMonths: 36, reasons: ['在{year}年度“诚信经营”示范创建活动中被评为诚信示范企业', '信用承诺履约良好，{year}年度公共信用综合评价为优'] },
  { name: '海关高级认证企业', organ: `${CITY.short}海关`, validMonths: 36, reasons: ['经海关认证，{year}年起适用高级认证企业管理措施'] },
];

/** 黑名单 (listType 2). */
export const BLACK_LISTS: readonly ListDefinition[] = [
  { name: '严重失信主体名单', organ: `${CITY.name}发展和改革委员会`, validMonths: 36, reasons: ['{year}年因违法违规行为被处以较大数额罚款，且拒不履行行政处罚决定', '在公共资源交易活动中提供虚假材料骗取中标（{year}年）'] },
  { name: '拖欠农民工工资失信联合惩戒对象名单', organ: `${CITY.name}人力资源和社会保障局`, validMonths: 36, reasons: ['{year}年克扣、无故拖欠农民工工资达到认定拒不支付劳动报酬罪数额标准', '{year}年因拖欠农民工工资引发群体性事件、极端事件造成严重不良社会影响'] },
  { name: '重大税收违法失信主体', organ: `国家税务总局${CITY.name}税务局`, validMonths: 36, reasons: ['{year}年虚开增值税普通发票100份以上', '{year}年采取隐匿收入等手段不缴或者少缴应纳税款100万元以上'] },
  { name: '市场监督管理严重违法失信名单', organ: `${CITY.name}市场监督管理局`, validMonths: 36, reasons: ['{year}年被列入经营异常名录届满3年仍未履行相关义务', '{year}年提交虚假材料取得市场主体登记，被依法撤销登记'] },
  { name: '安全生产严重失信主体名单', organ: `${CITY.name}应急管理局`, validMonths: 12, reasons: ['{year}年发生生产安全责任事故，造成人员死亡', '{year}年未依法整改重大事故隐患，被责令停产停业整顿'] },
];

/** The courts of the city, with the court code of case numbers such as （2025）闽0304执1234号. */
export const COURTS: readonly { name: string; code: string; district: string }[] = [
  { name: `${CITY.name}中级人民法院`, code: CITY.courtCode, district: DISTRICTS[0] },
  // The basic courts, in the order of their codes; a district's (…区) is named with the city's name.
  ...CITY.divisions
    .flatMap((d) => (d.courtCode ? [{ name: `${d.name.endsWith('区') ? CITY.name : ''}${d.name}人民法院`, code: d.courtCode, district: d.name }] : []))
    .sort((a, b) => a.code.localeCompare(b.code)),
];

/** 失信被执行人行为具体情形 (最高人民法院关于公布失信被执行人名单信息的若干规定 第一条). */
export const DISHONEST_SITUATIONS = [
  '有履行能力而拒不履行生效法律文书确定义务',
  '违反财产报告制度',
  '违反限制消费令',
  '以伪造证据、暴力、威胁等方法妨碍、抗拒执行',
  '以虚假诉讼、虚假仲裁或者以隐匿、转移财产等方法规避执行',
  '无正当理由拒不履行执行和解协议',
] as const;

/**
 * 生效法律文书确定的义务 ({debtor}, {creditor}, {amount} filled in) and the kind of document it comes
 * from: a court judgment or mediation (民初), or a labour arbitration award.
 */
export const DUTIES: readonly { text: string; arbitration: boolean }[] = [
  { text: '被告{debtor}于本判决生效之日起十日内偿还原告{creditor}借款本金人民币{amount}元及利息。', arbitration: false },
  { text: '被告{debtor}应于本判决生效之日起十日内支付原告{creditor}货款人民币{amount}元及逾期付款利息。', arbitration: false },
  { text: '被申请人{debtor}应支付申请人{creditor}工资及经济补偿金共计人民币{amount}元。', arbitration: true },
  { text: '被告{debtor}于本调解书生效之日起三十日内支付原告{creditor}工程款人民币{amount}元。', arbitration: false },
  { text: '被告{debtor}应于本判决生效之日起十日内赔偿原告{creditor}经济损失人民币{amount}元。', arbitration: false },
];

/** The violation tree (illegalTree): 经营异常名录 and 严重违法失信名单 with their statutory grounds. */
export const ILLEGAL_TREE: readonly { code: string; name: string; listType: number; children: readonly { code: string; name: string; basis: string }[] }[] = [
  {
    code: 'JYYC', name: '经营异常名录', listType: 1,
    children: [
      { code: 'JYYC01', name: '未按照规定的期限公示年度报告', basis: '《企业信息公示暂行条例》第八条' },
      { code: 'JYYC02', name: '未在责令的期限内公示有关企业信息', basis: '《企业信息公示暂行条例》第十条' },
      { code: 'JYYC03', name: '公示企业信息隐瞒真实情况、弄虚作假', basis: '《企业信息公示暂行条例》第十七条' },
      { code: 'JYYC04', name: '通过登记的住所或者经营场所无法联系', basis: '《企业经营异常名录管理暂行办法》第四条第（四）项' },
    ],
  },
  {
    code: 'YZWF', name: '严重违法失信名单', listType: 2,
    children: [
      { code: 'YZWF01', name: '被列入经营异常名录届满3年仍未履行相关义务', basis: '《市场监督管理严重违法失信名单管理办法》第十三条' },
      { code: 'YZWF02', name: '提交虚假材料或者采取其他欺诈手段隐瞒重要事实取得登记', basis: '《市场监督管理严重违法失信名单管理办法》第十条' },
      { code: 'YZWF03', name: '食品安全领域严重违法行为', basis: '《市场监督管理严重违法失信名单管理办法》第五条' },
      { code: 'YZWF04', name: '侵害消费者权益的严重违法行为', basis: '《市场监督管理严重违法失信名单管理办法》第八条' },
    ],
  },
];

/** Groups of subject relations (subjectrelation): category 1 重点人群, 2 失信惩戒对象, 3 守信激励对象. */
export const RELATION_CATEGORIES: Readonly<Record<number, string>> = { 1: '重点人群', 2: '失信惩戒对象', 3: '守信激励对象' };

export interface RelationTypeDefinition {
  category: 1 | 2 | 3;
  name: string;
  organ: string;
  description: string;
  /** 1 natural persons, 2 legal persons. */
  subjectKind: 1 | 2;
  /** Where persons of the group work ({district} filled in), for persons only. */
  units?: readonly string[];
  /** Prefix of the certificate number, for persons only. */
  certificatePrefix?: string;
  /** 事迹 / 失信行为 / 执业情况 variants. */
  descriptions: readonly string[];
  measures: string;
  count: number;
}

export const RELATION_TYPES: readonly RelationTypeDefinition[] = [
  {
    category: 1, name: '家政服务人员', organ: `${CITY.name}商务局`, subjectKind: 1, count: 30, certificatePrefix: 'JZ3503',
    description: '纳入家政服务信用信息平台管理的家政服务员、育婴员、养老护理员',
    units: [`${CITY.name}{district}巾帼家政服务中心`, `${CITY.name}安心家政服务有限公司`, `${CITY.name}{district}颐康养老服务中心`],
    descriptions: ['持有育婴员职业技能等级证书，服务记录良好', '从事养老护理服务5年，无投诉记录', '持有健康证和家政服务员职业技能等级证书'],
    measures: '在家政服务信用信息平台展示信用记录，优先推荐就业',
  },
  {
    category: 1, name: '律师', organ: `${CITY.name}司法局`, subjectKind: 1, count: 25, certificatePrefix: '13503',
    description: '在本市律师事务所执业的专职、兼职律师',
    units: [`福建${CITY.firmWords[6]}律师事务所`, `福建${CITY.prefectureName}律师事务所`, `福建${CITY.bay}律师事务所`],
    descriptions: ['执业期间年度考核均为称职，无行业处分记录', '积极参与公益法律服务，获评优秀公益律师'],
    measures: '执业信息和奖惩信息向社会公开',
  },
  {
    category: 1, name: '教师', organ: `${CITY.name}教育局`, subjectKind: 1, count: 30, certificatePrefix: '2019350',
    description: '本市中小学、幼儿园在职教师',
    units: [`${CITY.name}{district}实验小学`, `${CITY.short}第一中学`, `${CITY.name}{district}第二中学`, `${CITY.name}{district}中心幼儿园`],
    descriptions: ['师德考核优秀，无违反职业道德行为记录', '获评市级优秀教师，师德考核合格'],
    measures: '建立师德档案，作为职称评聘、评优评先的重要依据',
  },
  {
    category: 1, name: '医师', organ: `${CITY.name}卫生健康委员会`, subjectKind: 1, count: 30, certificatePrefix: '110350',
    description: '在本市医疗机构注册执业的医师',
    units: [`${CITY.short}学院附属医院`, `${CITY.name}第一医院`, `${CITY.name}{district}医院`, `${CITY.name}中医医院`],
    descriptions: ['定期考核合格，无医疗纠纷不良记录', '参加对口支援基层医疗机构工作，考核优秀'],
    measures: '医师定期考核和不良执业行为记分结果向社会公开',
  },
  {
    category: 1, name: '导游', organ: `${CITY.name}文化和旅游局`, subjectKind: 1, count: 25, certificatePrefix: 'D-3503-',
    description: '取得导游证并在本市旅行社执业的导游人员',
    units: [`${CITY.name}${CITY.scenicSpot}国际旅行社有限公司`, `${CITY.name}妈祖文化旅行社有限公司`, `${CITY.name}{district}旅行社有限公司`],
    descriptions: ['带团服务规范，游客满意度评价优良', '无强迫购物等不良执业记录'],
    measures: '导游执业信用记录通过全国旅游监管服务平台公开',
  },
  {
    category: 1, name: '会计人员', organ: `${CITY.name}财政局`, subjectKind: 1, count: 25, certificatePrefix: `${CITY.divisionCode.slice(0, 4)}0`,
    description: '取得会计专业技术资格并从事会计工作的人员',
    units: [`${CITY.name}{district}财政局`, `${CITY.name}鸿达鞋业有限公司`, `福建${CITY.oldName}会计师事务所有限公司`],
    descriptions: ['取得中级会计专业技术资格，继续教育学分达标', '无违反会计法律法规记录'],
    measures: '会计人员信用档案纳入公共信用信息平台',
  },
  {
    category: 1, name: '执业药师', organ: `${CITY.name}市场监督管理局`, subjectKind: 1, count: 20, certificatePrefix: '2021350',
    description: '在本市药品零售企业注册执业的执业药师',
    units: [`${CITY.name}{district}大药房有限公司`, `${CITY.name}惠民药店连锁有限公司`],
    descriptions: ['在岗履职规范，处方审核无差错记录', '注册有效，无挂证执业记录'],
    measures: '执业药师注册信息和信用记录向社会公开',
  },
  {
    category: 1, name: '注册建造师', organ: `${CITY.name}住房和城乡建设局`, subjectKind: 1, count: 20, certificatePrefix: '闽235',
    description: '在本市建筑业企业注册执业的一级、二级建造师',
    units: [`${CITY.name}{district}建设工程有限公司`, `福建${placeOf(DISTRICTS[1])}建设集团有限公司`],
    descriptions: ['担任项目负责人期间工程质量验收合格，无安全事故', '无在建项目期间擅自更换记录'],
    measures: '执业信用信息纳入建筑市场监管公共服务平台',
  },
  {
    category: 2, name: '严重失信主体', organ: `${CITY.name}发展和改革委员会`, subjectKind: 2, count: 20,
    description: '依法依规认定的严重失信主体名单',
    descriptions: ['被处以较大数额罚款，逾期拒不履行行政处罚决定', '在招标投标活动中弄虚作假，骗取中标'],
    measures: '限制参与政府采购、招标投标；限制获得政府资金支持；列为重点监管对象',
  },
  {
    category: 2, name: '拖欠农民工工资失信联合惩戒对象', organ: `${CITY.name}人力资源和社会保障局`, subjectKind: 2, count: 20,
    description: '人力资源社会保障部门依法认定的拖欠农民工工资失信联合惩戒对象',
    descriptions: ['拖欠农民工工资，经责令限期支付逾期未支付', '因拖欠农民工工资引发群体性事件'],
    measures: '在政府资金支持、政府采购、招投标、生产许可、履约担保、资质审核等方面依法依规予以限制',
  },
  {
    category: 2, name: '重大税收违法失信主体', organ: `国家税务总局${CITY.name}税务局`, subjectKind: 2, count: 20,
    description: '税务机关依法公布的重大税收违法失信主体',
    descriptions: ['虚开增值税普通发票，金额较大', '逃避缴纳税款，经税务机关依法处理后逾期未缴'],
    measures: '纳税信用级别直接判为D级；限制取得政府供应土地；限制高消费',
  },
  {
    category: 3, name: '诚信典型企业', organ: `${CITY.name}社会信用体系建设领导小组办公室`, subjectKind: 2, count: 20,
    description: '全市诚信建设中评选的诚信典型企业',
    descriptions: ['坚持诚信经营，连续多年无失信记录，积极履行社会责任', '主动作出信用承诺并全部兑现，获评年度诚信典型'],
    measures: '在行政审批中适用“绿色通道”和容缺受理；优先推荐评优评先',
  },
  {
    category: 3, name: 'A级纳税人', organ: `国家税务总局${CITY.name}税务局`, subjectKind: 2, count: 25,
    description: '纳税信用评价结果为A级的纳税人',
    descriptions: ['纳税信用评价为A级', '连续三年纳税信用评价为A级'],
    measures: '发票按需领用；优先办理出口退税；享受“银税互动”信贷支持',
  },
  {
    category: 3, name: '守合同重信用企业', organ: '福建省市场监督管理局', subjectKind: 2, count: 20,
    description: '经公示认定的“守合同重信用”企业',
    descriptions: ['合同履约率高，连续两年无合同违法行为', '建立健全合同管理制度，信用记录良好'],
    measures: '在招标投标、政府采购中作为信用良好的参考依据',
  },
  {
    category: 3, name: '诚信之星', organ: `${CITY.name}社会信用体系建设领导小组办公室`, subjectKind: 1, count: 15, certificatePrefix: 'CX',
    units: [`${CITY.name}{district}`],
    description: '“诚信之星”评选中获评的个人',
    descriptions: ['拾金不昧，主动归还失主财物', '坚持十余年诚信经营，以诚待客获群众好评', '替去世亲人偿还债务，践行诚信美德'],
    measures: '优先推荐享受“信易+”守信激励便利服务',
  },
];
