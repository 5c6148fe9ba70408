// What the electronic-guarantee platform of the seeded city holds: the institutions admitted to it with
// their products, and the words its tenders are made of. Institutions are real kinds of the city's branches;
// rates and limits are those such branches publish for standard bid guarantees (0.3–1% of the amount,
// a minimum premium of a few hundred yuan, up to the 80万元 cap of bid bonds of construction tenders).
import { STREETS, DISTRICTS, CITY } from '../../seed/city.js';

export type InstitutionType = '银行' | '保险' | '担保';

export interface ProductSeed {
  name: string;
  rate: number;
  minPremium: number;
  minAmount: number;
  maxAmount: number;
  conditions: readonly string[];
  issueTime: string;
}

export interface InstitutionSeed {
  name: string;
  type: InstitutionType;
  address: string;
  phone: string;
  rating: 'A' | 'B' | 'C';
  products: readonly ProductSeed[];
}

const BANK_CONDITIONS = ['投标企业成立满1年', '未被列入严重失信主体名单', '在本行开立结算账户', '无需反担保'];
const INSURER_CONDITIONS = ['投标企业成立满1年', '未被列入严重失信主体名单', '近三年无投标保证金被没收记录'];
const GUARANTOR_CONDITIONS = ['投标企业成立满2年', '未被列入严重失信主体名单', '注册资本不低于担保金额的5倍', '担保金额50万元以上须提供反担保'];

const p = (name: string, rate: number, minPremium: number, maxAmount: number, conditions: readonly string[], issueTime = '即时出函', minAmount = 1000): ProductSeed => ({
  name, rate, minPremium, minAmount, maxAmount, conditions, issueTime,
});

export const INSTITUTIONS: readonly InstitutionSeed[] = [
  {
    name: `中国银行股份有限公司${CITY.short}分行`, type: '银行', address: `${CITY.province}${CITY.name}${DISTRICTS[0]}${STREETS[13]}489号`, phone: `${CITY.phoneAreaCode}-2696580`, rating: 'A',
    products: [p('中银电子投标保函', 0.4, 300, 800_000, BANK_CONDITIONS)],
  },
  {
    name: `中国建设银行股份有限公司${CITY.short}分行`, type: '银行', address: `${CITY.province}${CITY.name}${DISTRICTS[1]}${STREETS[12]}699号`, phone: `${CITY.phoneAreaCode}-2293826`, rating: 'A',
    products: [p('建行“保e通”电子投标保函', 0.35, 300, 800_000, BANK_CONDITIONS), p('建行小微企业投标保函', 0.3, 200, 300_000, ['小微企业', ...BANK_CONDITIONS.slice(1)])],
  },
  {
    name: `兴业银行股份有限公司${CITY.short}分行`, type: '银行', address: `${CITY.province}${CITY.name}${DISTRICTS[0]}${STREETS[0]}1299号`, phone: `${CITY.phoneAreaCode}-2698765`, rating: 'A',
    products: [p('兴业银行电子投标保函', 0.5, 300, 800_000, BANK_CONDITIONS)],
  },
  {
    name: `福建${CITY.short}农村商业银行股份有限公司`, type: '银行', address: `${CITY.province}${CITY.name}${DISTRICTS[1]}${STREETS[11]}868号`, phone: `${CITY.phoneAreaCode}-2853007`, rating: 'B',
    products: [p('农商银行“信易保”电子投标保函', 0.3, 200, 500_000, [`注册地在${CITY.name}`, ...BANK_CONDITIONS.slice(1)])],
  },
  {
    name: `中国人民财产保险股份有限公司${CITY.name}分公司`, type: '保险', address: `${CITY.province}${CITY.name}${DISTRICTS[0]}${STREETS[3]}333号`, phone: `${CITY.phoneAreaCode}-95518`, rating: 'A',
    products: [p('人保财险投标保证保险', 0.6, 300, 800_000, INSURER_CONDITIONS)],
  },
  {
    name: `中国平安财产保险股份有限公司${CITY.short}中心支公司`, type: '保险', address: `${CITY.province}${CITY.name}${DISTRICTS[1]}${STREETS[0]}2169号`, phone: `${CITY.phoneAreaCode}-95511`, rating: 'B',
    products: [p('平安产险投标保证保险', 0.55, 300, 600_000, INSURER_CONDITIONS)],
  },
  {
    name: `中国太平洋财产保险股份有限公司${CITY.short}中心支公司`, type: '保险', address: `${CITY.province}${CITY.name}${DISTRICTS[0]}凤凰山街道东大路168号`, phone: `${CITY.phoneAreaCode}-95500`, rating: 'B',
    products: [p('太平洋产险投标保证保险', 0.5, 250, 500_000, INSURER_CONDITIONS, '1个工作日内出函')],
  },
  {
    name: '福建省融资担保有限责任公司', type: '担保', address: `${CITY.province}福州市鼓楼区五四路158号环球广场`, phone: '0591-87581110', rating: 'A',
    products: [p('省担保电子投标保函', 0.8, 500, 1_000_000, GUARANTOR_CONDITIONS, '即时出函', 10_000)],
  },
  {
    name: `${CITY.name}融资担保有限责任公司`, type: '担保', address: `${CITY.province}${CITY.name}${DISTRICTS[1]}镇海街道荔园中路1号`, phone: `${CITY.phoneAreaCode}-2287315`, rating: 'B',
    products: [p(`${CITY.short}担保电子投标保函`, 0.7, 400, 800_000, GUARANTOR_CONDITIONS), p(`${CITY.short}担保中小企业投标保函`, 0.6, 300, 200_000, ['中小企业', ...GUARANTOR_CONDITIONS.slice(1, 3)])],
  },
];

export const TYPE_ORDER: Record<InstitutionType, number> = { 银行: 1, 保险: 2, 担保: 3 };

/** 工程建设 tenders: a place, the work, and who tenders it. */
export const WORKS = [
  { place: '东圳水库环库路', work: '提升改造工程施工', tenderee: '住房和城乡建设局' },
  { place: `${CITY.river}下游防洪堤`, work: '加固工程施工', tenderee: '水利局' },
  { place: '中心城区老旧小区', work: '改造提升工程施工', tenderee: '住房和城乡建设局' },
  { place: '镇区污水管网', work: '完善工程施工', tenderee: '住房和城乡建设局' },
  { place: '中心小学综合楼', work: '新建工程施工', tenderee: '教育局' },
  { place: '农村公路', work: '安全生命防护工程施工', tenderee: '交通运输局' },
  { place: '滨海湿地公园', work: '景观提升工程施工', tenderee: '城市管理局' },
  { place: '乡镇卫生院业务用房', work: '扩建工程施工', tenderee: '卫生健康局' },
  { place: '高标准农田', work: '建设项目施工', tenderee: '农业农村局' },
  { place: '城区道路', work: '“白改黑”工程施工', tenderee: '住房和城乡建设局' },
] as const;

/** 政府采购 tenders: what is bought, and by whom. */
export const PURCHASES = [
  { goods: '智慧课堂教学设备', buyer: '教育局' },
  { goods: '城区环卫保洁服务', buyer: '城市管理局' },
  { goods: '医用设备', buyer: '卫生健康局' },
  { goods: '政务信息化运维服务', buyer: '政务服务管理局' },
  { goods: '校园食堂食材配送服务', buyer: '教育局' },
  { goods: '公交车辆', buyer: '交通运输局' },
] as const;

export const AGENCIES = [
  `福建省${CITY.name}建设工程招标代理有限公司`,
  '福建华睿招标代理有限公司',
  `${CITY.name}公正招标代理有限公司`,
  '福建省建融工程咨询有限公司',
  '福建海峡招标采购有限公司',
] as const;

export const LOTS = ['一标段', '二标段', '三标段'] as const;

/** Clues of guarantee fraud (电子保函线索), as reporters on the sub-site describe them: a target of a district and a firm word. */
export const GUARANTEE_CLUES = [
  { target: (d: string, w: string) => `${d}${w}建筑工程有限公司`, description: '该公司在道路工程投标中提交的投标保函编号在平台上查验不到，疑似伪造电子保函。' },
  { target: (d: string, w: string) => `${d}${w}融资担保有限公司`, description: '该担保公司未接入本市电子保函平台，却向多家投标企业出具所谓“电子保函”，收取高额费用。' },
  { target: (d: string, w: string) => `${d}${w}市政工程有限公司`, description: '该公司中标后放弃中标资格，招标人申请保函理赔，出函机构以各种理由拖延赔付超过三十日。' },
  { target: (d: string, w: string) => `${d}${w}招标代理有限公司`, description: '招标代理机构工作人员要求投标企业只能向指定的出函机构申请保函，排斥其他出函机构。' },
  { target: (d: string, w: string) => `${d}${w}园林绿化工程有限公司`, description: '该公司提交的保函金额与招标文件要求的投标保证金不一致，保函有效期短于投标有效期。' },
  { target: (d: string, w: string) => `${d}${w}保险代理有限公司`, description: '有人冒充出函机构业务员，通过微信向投标企业兜售可“包过查验”的保函，要求转账到个人账户。' },
] as const;

export const GUARANTEE_CLUE_RESULTS = [
  '经市公共资源交易中心核查，该保函系伪造，已取消该投标人的投标资格，相关线索已移送公安机关，当事人的失信行为已记入信用记录。',
  '经核查，举报情况属实，已责令出函机构限期履行赔付义务，出函机构已于次日完成赔付。',
  '经核查，未发现举报所述违规行为，已向举报人反馈核查情况。',
  '经核查属实，已责令招标代理机构改正，对相关工作人员进行约谈，并在招标代理机构信用评价中扣分。',
] as const;
