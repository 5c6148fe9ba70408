// The financial institutions and loan products of the seeded city (金融产品, spec §1 and §7 "base /credit").
// Figures follow what the city's banks publish on the 信易贷 platforms: amounts in 万元, annual rates in %,
// terms in months.
import { STREETS, DISTRICTS, CITY, placeOf } from '../../seed/city.js';

export interface InstitutionDraft {
  name: string;
  /** What logos and leaderboards show. */
  short: string;
  kind: '银行' | '融资担保机构';
  /** The administrative area of the branch registered on the platform (xinyidai statistics). */
  district: string;
  street: string;
  phone: string;
  /** Logo colours: seal and ring. */
  color: string;
}

export const INSTITUTIONS: readonly InstitutionDraft[] = [
  { name: `兴业银行股份有限公司${CITY.short}分行`, short: '兴业银行', kind: '银行', district: `${DISTRICTS[0]}`, street: `${STREETS[0]}`, phone: `${CITY.phoneAreaCode}-2699001`, color: '#0f4c9a' },
  { name: `福建${CITY.short}农村商业银行股份有限公司`, short: `${CITY.short}农商银行`, kind: '银行', district: `${DISTRICTS[1]}`, street: `${STREETS[1]}`, phone: `${CITY.phoneAreaCode}-2288766`, color: '#1f8a4c' },
  { name: `中国建设银行股份有限公司${CITY.short}分行`, short: '建设银行', kind: '银行', district: `${DISTRICTS[0]}`, street: `${STREETS[4]}`, phone: `${CITY.phoneAreaCode}-2695533`, color: '#1d4f91' },
  { name: `中国邮政储蓄银行股份有限公司${CITY.name}分行`, short: '邮储银行', kind: '银行', district: `${DISTRICTS[1]}`, street: `${STREETS[2]}`, phone: `${CITY.phoneAreaCode}-2260095`, color: '#0a7a3d' },
  { name: `中国工商银行股份有限公司${CITY.short}分行`, short: '工商银行', kind: '银行', district: `${DISTRICTS[0]}`, street: `${STREETS[5]}`, phone: `${CITY.phoneAreaCode}-2695588`, color: '#c7000b' },
  { name: `中国农业银行股份有限公司${CITY.short}分行`, short: '农业银行', kind: '银行', district: `${DISTRICTS[1]}`, street: `${STREETS[3]}`, phone: `${CITY.phoneAreaCode}-2695599`, color: '#008c6c' },
  { name: `中国银行股份有限公司${CITY.short}分行`, short: '中国银行', kind: '银行', district: `${DISTRICTS[0]}`, street: `${STREETS[0]}`, phone: `${CITY.phoneAreaCode}-2695566`, color: '#b81c22' },
  { name: `交通银行股份有限公司${CITY.short}分行`, short: '交通银行', kind: '银行', district: `${DISTRICTS[1]}`, street: `${STREETS[5]}`, phone: `${CITY.phoneAreaCode}-2695559`, color: '#1a3f8c' },
  { name: `福建海峡银行股份有限公司${CITY.short}分行`, short: '海峡银行', kind: '银行', district: `${DISTRICTS[0]}`, street: `${STREETS[7]}`, phone: `${CITY.phoneAreaCode}-2888968`, color: '#0067b1' },
  { name: `招商银行股份有限公司${CITY.short}分行`, short: '招商银行', kind: '银行', district: `${DISTRICTS[1]}`, street: `${STREETS[4]}`, phone: `${CITY.phoneAreaCode}-2695555`, color: '#c8102e' },
  { name: `中信银行股份有限公司${CITY.short}分行`, short: '中信银行', kind: '银行', district: `${DISTRICTS[0]}`, street: `${STREETS[2]}`, phone: `${CITY.phoneAreaCode}-2695558`, color: '#b3002d' },
  { name: `福建${placeOf(DISTRICTS[4])}农村商业银行股份有限公司`, short: `${placeOf(DISTRICTS[4])}农商银行`, kind: '银行', district: `${DISTRICTS[4]}`, street: `${STREETS[1]}`, phone: `${CITY.phoneAreaCode}-8263011`, color: '#22914f' },
  { name: `中国农业银行股份有限公司${CITY.short}${placeOf(DISTRICTS[2])}支行`, short: `农行${placeOf(DISTRICTS[2])}支行`, kind: '银行', district: `${DISTRICTS[2]}`, street: `${STREETS[6]}`, phone: `${CITY.phoneAreaCode}-3585099`, color: '#008c6c' },
  { name: `中国建设银行股份有限公司${placeOf(DISTRICTS[4])}支行`, short: `建行${placeOf(DISTRICTS[4])}支行`, kind: '银行', district: `${DISTRICTS[4]}`, street: `${STREETS[1]}`, phone: `${CITY.phoneAreaCode}-8295533`, color: '#1d4f91' },
  { name: `中国邮政储蓄银行股份有限公司${CITY.name}${DISTRICTS[3]}支行`, short: `邮储${placeOf(DISTRICTS[3])}支行`, kind: '银行', district: `${DISTRICTS[3]}`, street: '沿海大通道', phone: `${CITY.phoneAreaCode}-5855095`, color: '#0a7a3d' },
  { name: `福建${CITY.short}农村商业银行股份有限公司${placeOf(DISTRICTS[2])}支行`, short: `农商行${placeOf(DISTRICTS[2])}支行`, kind: '银行', district: `${DISTRICTS[2]}`, street: `${STREETS[9]}`, phone: `${CITY.phoneAreaCode}-3525766`, color: '#1f8a4c' },
  { name: `${CITY.name}融资担保有限责任公司`, short: '市融资担保', kind: '融资担保机构', district: `${DISTRICTS[0]}`, street: `${STREETS[10]}`, phone: `${CITY.phoneAreaCode}-2678120`, color: '#8a5a00' },
  { name: `福建省农业融资担保有限公司${CITY.short}分公司`, short: `省农担${CITY.short}`, kind: '融资担保机构', district: `${DISTRICTS[3]}`, street: `${STREETS[8]}`, phone: `${CITY.phoneAreaCode}-5872210`, color: '#6b7f12' },
];

export type ProductType = '信用贷款' | '抵押贷款' | '担保贷款';

export interface ProductTemplate {
  name: string;
  type: ProductType;
  amount: [number, number];
  rate: [number, number];
  term: [number, number];
  guarantee: string;
  target: string;
  conditions: string;
  features: string;
  /** Only enterprises (userType 2) may apply: the farming rule of spec §5/§6. */
  enterpriseOnly: boolean;
  /** Banks only, guarantee companies only, or both. */
  issuer: '银行' | '融资担保机构' | 'any';
  purposes: readonly string[];
}

export const PRODUCT_TEMPLATES: readonly ProductTemplate[] = [
  {
    name: '信易贷·税易贷', type: '信用贷款', amount: [10, 300], rate: [3.45, 4.8], term: [6, 12], guarantee: '信用',
    target: '依法纳税的小微企业', conditions: '纳税信用等级B级及以上；正常经营满2年；近两年纳税总额5万元以上；企业及实际控制人无不良信用记录',
    features: '以税定贷，纯信用免抵押；线上申请，最快当天放款；随借随还，按日计息', enterpriseOnly: true, issuer: '银行',
    purposes: ['采购原材料', '补充流动资金', '支付货款'],
  },
  {
    name: '鞋业贷', type: '信用贷款', amount: [20, 500], rate: [3.6, 5.2], term: [6, 24], guarantee: '信用+订单质押',
    target: `${CITY.name}鞋服制造及鞋材配套企业`, conditions: '从事鞋业生产或配套满2年；有稳定出口或内销订单；企业信用状况良好',
    features: '依据订单和开票数据核定额度；支持订单融资；旺季可临时提额', enterpriseOnly: true, issuer: '银行',
    purposes: ['采购鞋材', '支付加工费', '补充流动资金'],
  },
  {
    name: '荔枝贷', type: '信用贷款', amount: [1, 30], rate: [3.85, 5.6], term: [6, 36], guarantee: '信用',
    target: '荔枝、龙眼种植户及家庭农场', conditions: '本地户籍或在本地从事种植满2年；种植面积5亩以上；无不良信用记录',
    features: '整村授信，一次核定循环使用；农时季节优先审批；手机银行自助支用', enterpriseOnly: false, issuer: '银行',
    purposes: ['购买农资化肥', '果园管护', '扩大种植面积'],
  },
  {
    name: '枇杷贷', type: '信用贷款', amount: [1, 30], rate: [3.85, 5.6], term: [6, 36], guarantee: '信用',
    target: '常太、度尾等地枇杷种植户', conditions: '在本地从事枇杷种植满2年；有稳定销售渠道；无不良信用记录',
    features: '按种植面积和产量核定额度；采摘季前集中放款；随借随还', enterpriseOnly: false, issuer: '银行',
    purposes: ['购买农资化肥', '采摘期雇工', '冷链储运'],
  },
  {
    name: '科技贷', type: '担保贷款', amount: [50, 1000], rate: [3.3, 4.5], term: [12, 36], guarantee: '政策性担保',
    target: '科技型中小企业、高新技术企业', conditions: '入库科技型中小企业或有效期内高新技术企业；拥有自主知识产权；研发投入占比不低于3%',
    features: '财政风险补偿资金增信；知识产权可作反担保；担保费率不高于1%', enterpriseOnly: true, issuer: 'any',
    purposes: ['研发投入', '购置生产设备', '补充流动资金'],
  },
  {
    name: '工艺美术贷', type: '抵押贷款', amount: [10, 500], rate: [3.9, 5.4], term: [12, 60], guarantee: '房产抵押或存货质押',
    target: '木雕、金银饰品、油画等工艺美术企业和个体工商户', conditions: '从事工艺美术行业满2年；可提供房产抵押或经评估的工艺品存货质押',
    features: '认可工艺品存货价值；抵押率最高可达70%；期限最长5年', enterpriseOnly: false, issuer: '银行',
    purposes: ['收购原木材料', '扩建工坊', '补充流动资金'],
  },
  {
    name: '诚信经营贷', type: '信用贷款', amount: [5, 200], rate: [3.7, 5.0], term: [6, 36], guarantee: '信用',
    target: '获评诚信示范企业或纳入红名单的经营主体', conditions: '近三年无行政处罚和失信记录；获评市级以上诚信示范企业或守合同重信用企业',
    features: '守信激励专属利率；纯信用；审批绿色通道', enterpriseOnly: true, issuer: '银行',
    purposes: ['补充流动资金', '支付货款', '扩大经营规模'],
  },
  {
    name: '快e贷', type: '信用贷款', amount: [1, 50], rate: [4.2, 6.0], term: [1, 12], guarantee: '信用',
    target: '个体工商户、小微企业主', conditions: '年满18周岁；经营满1年；个人征信无不良记录',
    features: '全线上办理，3分钟审批；额度循环使用', enterpriseOnly: false, issuer: '银行',
    purposes: ['店铺进货', '装修店面', '临时周转'],
  },
  {
    name: '园区贷', type: '抵押贷款', amount: [100, 2000], rate: [3.5, 4.6], term: [12, 60], guarantee: '厂房土地抵押',
    target: `入驻${CITY.industrialParks.join('、')}的工业企业`, conditions: '园区内有自有厂房或土地使用权；正常生产经营满1年；环保安全评价合格',
    features: '标准化厂房按评估价七成授信；可分次提款；支持固定资产贷款', enterpriseOnly: true, issuer: '银行',
    purposes: ['购置生产设备', '厂房改扩建', '补充流动资金'],
  },
  {
    name: '创业担保贷款', type: '担保贷款', amount: [5, 300], rate: [2.6, 3.6], term: [12, 36], guarantee: '创业担保基金担保',
    target: '高校毕业生、返乡创业人员及吸纳就业的小微企业', conditions: '符合创业担保贷款政策条件；经人社部门审核通过；无不良信用记录',
    features: '财政贴息，个人最高30万元；小微企业最高300万元；免反担保', enterpriseOnly: false, issuer: 'any',
    purposes: ['创业启动资金', '购置经营设备', '租赁经营场地'],
  },
  {
    name: '乡村振兴贷', type: '担保贷款', amount: [10, 300], rate: [3.45, 4.5], term: [12, 36], guarantee: '农业信贷担保',
    target: '新型农业经营主体（家庭农场、农民合作社、农业企业）', conditions: '从事粮食、水产、茶果等农业生产经营；经营满1年；无不良信用记录',
    features: '省农担全额担保，担保费率0.5%；按生产周期设计还款', enterpriseOnly: false, issuer: 'any',
    purposes: ['扩大养殖规模', '购买农机设备', '收购农产品'],
  },
  {
    name: '海洋渔业贷', type: '抵押贷款', amount: [10, 800], rate: [3.8, 5.2], term: [12, 60], guarantee: '渔船或海域使用权抵押',
    target: `${placeOf(DISTRICTS[3])}、${CITY.bay}沿海养殖户及水产企业`, conditions: '持有有效渔业捕捞或养殖证；可提供渔船或海域使用权抵押',
    features: '认可海域使用权抵押；休渔期可调整还款计划', enterpriseOnly: false, issuer: '银行',
    purposes: ['购置渔船设备', '网箱改造', '购买鱼苗饲料'],
  },
  {
    name: '信易贷·电e贷', type: '信用贷款', amount: [10, 300], rate: [3.6, 4.9], term: [6, 12], guarantee: '信用',
    target: '用电稳定的制造业小微企业', conditions: '近12个月用电数据连续；正常缴纳电费无欠费；企业信用状况良好',
    features: '以电定贷；线上申请，自动审批；支持随借随还', enterpriseOnly: true, issuer: '银行',
    purposes: ['采购原材料', '支付工资', '补充流动资金'],
  },
  {
    name: '政采贷', type: '信用贷款', amount: [10, 1000], rate: [3.5, 4.6], term: [3, 12], guarantee: '政府采购合同应收账款质押',
    target: '中标政府采购项目的供应商', conditions: '持有已签订的政府采购合同；合同金额10万元以上；无重大违法记录',
    features: '凭合同即可申请；无需抵押担保；最高可按合同金额的90%融资', enterpriseOnly: true, issuer: '银行',
    purposes: ['履行采购合同', '采购设备物资', '支付分包款'],
  },
  {
    name: '房产抵押经营贷', type: '抵押贷款', amount: [20, 1000], rate: [3.2, 4.2], term: [12, 120], guarantee: '住房或商铺抵押',
    target: '小微企业主、个体工商户', conditions: '有本市产权清晰的住房或商铺；经营满1年；借款人年龄18至65周岁',
    features: '期限最长10年；先息后本；抵押率最高80%', enterpriseOnly: false, issuer: '银行',
    purposes: ['扩大经营规模', '店铺进货', '偿还他行经营贷款'],
  },
  {
    name: '集采贷', type: '担保贷款', amount: [50, 800], rate: [3.9, 5.0], term: [6, 24], guarantee: '融资担保公司保证',
    target: '鞋服、工艺品、食品产业链上下游企业', conditions: '与核心企业合作满1年；年销售额500万元以上；企业信用状况良好',
    features: '核心企业确权增信；担保公司快速出函；最快3个工作日放款', enterpriseOnly: true, issuer: 'any',
    purposes: ['采购原材料', '支付货款', '补充流动资金'],
  },
];

/** Why applications fail review and what lenders write when they grant (seeded review opinions). */
export const REJECTION_REASONS = [
  '企业经营年限不足，暂不符合产品准入条件',
  '申请金额超过根据纳税数据测算的可贷额度，建议调整后重新申请',
  '企业存在未结清的行政处罚记录，暂不予受理',
  '抵押物权属证明不全，请补充材料后重新申请',
] as const;
