// Fixed content of the public lists: the member units of the city's credit leading group, the regions
// of the monthly city credit ranking and the parties and wording of contract-performance records.
import { DISTRICTS, CITY } from '../../seed/city.js';

/** 市社会信用体系建设领导小组成员单位: [full name, two-character mark, site]. */
export const MEMBER_UNITS: readonly (readonly [string, string, string])[] = [
  [`${CITY.name}发展和改革委员会`, '发改', `http://fgw.${CITY.govDomain}`],
  [`中共${CITY.name}委宣传部`, '宣传', `http://www.${CITY.govDomain}`],
  [`中共${CITY.name}委网络安全和信息化委员会办公室`, '网信', `http://www.${CITY.govDomain}`],
  [`中共${CITY.name}委金融委员会办公室`, '金融', `http://jrb.${CITY.govDomain}`],
  [`${CITY.name}中级人民法院`, '法院', `http://www.${CITY.govDomain}`],
  [`${CITY.name}人民检察院`, '检察', `http://www.${CITY.govDomain}`],
  [`${CITY.name}教育局`, '教育', `http://jyj.${CITY.govDomain}`],
  [`${CITY.name}科学技术局`, '科技', `http://kjj.${CITY.govDomain}`],
  [`${CITY.name}工业和信息化局`, '工信', `http://gxj.${CITY.govDomain}`],
  [`${CITY.name}公安局`, '公安', `http://gaj.${CITY.govDomain}`],
  [`${CITY.name}民政局`, '民政', `http://mzj.${CITY.govDomain}`],
  [`${CITY.name}司法局`, '司法', `http://sfj.${CITY.govDomain}`],
  [`${CITY.name}财政局`, '财政', `http://czj.${CITY.govDomain}`],
  [`${CITY.name}人力资源和社会保障局`, '人社', `http://rsj.${CITY.govDomain}`],
  [`${CITY.name}自然资源局`, '资源', `http://zrzyj.${CITY.govDomain}`],
  [`${CITY.name}生态环境局`, '生态', `http://sthjj.${CITY.govDomain}`],
  [`${CITY.name}住房和城乡建设局`, '住建', `http://zjj.${CITY.govDomain}`],
  [`${CITY.name}城市管理局`, '城管', `http://cgj.${CITY.govDomain}`],
  [`${CITY.name}交通运输局`, '交通', `http://jtj.${CITY.govDomain}`],
  [`${CITY.name}水利局`, '水利', `http://slj.${CITY.govDomain}`],
  [`${CITY.name}农业农村局`, '农业', `http://nyncj.${CITY.govDomain}`],
  [`${CITY.name}商务局`, '商务', `http://swj.${CITY.govDomain}`],
  [`${CITY.name}文化和旅游局`, '文旅', `http://wlj.${CITY.govDomain}`],
  [`${CITY.name}卫生健康委员会`, '卫健', `http://wjw.${CITY.govDomain}`],
  [`${CITY.name}退役军人事务局`, '退役', `http://tyjrswj.${CITY.govDomain}`],
  [`${CITY.name}应急管理局`, '应急', `http://yjj.${CITY.govDomain}`],
  [`${CITY.name}审计局`, '审计', `http://sjj.${CITY.govDomain}`],
  [`${CITY.name}人民政府国有资产监督管理委员会`, '国资', `http://gzw.${CITY.govDomain}`],
  [`${CITY.name}市场监督管理局`, '市监', `http://scjgj.${CITY.govDomain}`],
  [`${CITY.name}统计局`, '统计', `http://tjj.${CITY.govDomain}`],
  [`${CITY.name}医疗保障局`, '医保', `http://ybj.${CITY.govDomain}`],
  [`${CITY.name}林业局`, '林业', `http://lyj.${CITY.govDomain}`],
  [`${CITY.name}数据管理局`, '数据', `http://sjglj.${CITY.govDomain}`],
  [`${CITY.name}信访局`, '信访', `http://xfj.${CITY.govDomain}`],
  [`国家税务总局${CITY.name}税务局`, '税务', 'https://fujian.chinatax.gov.cn'],
  [`中国人民银行${CITY.name}分行`, '人行', 'http://fuzhou.pbc.gov.cn'],
  [`国家金融监督管理总局${CITY.short}监管分局`, '金监', 'https://www.nfra.gov.cn'],
  [`${CITY.short}海关`, '海关', 'http://fuzhou.customs.gov.cn'],
  [`${CITY.name}邮政管理局`, '邮政', 'http://fj.spb.gov.cn'],
  [`${CITY.name}气象局`, '气象', 'http://fj.cma.gov.cn'],
  [`${CITY.name}总工会`, '工会', `http://www.${CITY.govDomain}`],
  [`共青团${CITY.name}委员会`, '团委', `http://www.${CITY.govDomain}`],
  [`${CITY.name}妇女联合会`, '妇联', `http://www.${CITY.govDomain}`],
  [`${CITY.name}工商业联合会`, '工商', `http://www.${CITY.govDomain}`],
];

export const LOGO_COLORS = ['#c4161c', '#b8860b', '#185aae', '#1f7a4d', '#8b1a1a'] as const;

/** The cities of 福建 in the provincial city credit monitoring (GB/T 2260 codes). */
export const PROVINCE_CITIES: readonly (readonly [string, string])[] = [
  ['福州市', '350100'], ['厦门市', '350200'], [`${CITY.name}`, `${CITY.divisionCode.slice(0, 4)}00`], ['三明市', '350400'], ['泉州市', '350500'],
  ['漳州市', '350600'], ['南平市', '350700'], ['龙岩市', '350800'], ['宁德市', '350900'],
];

export const CONTRACT_TYPES = ['政府采购合同', '工程建设合同', '招商引资合同', '特许经营合同', '服务外包合同'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const CONTRACT_STATUSES = ['正常履约', '履约中', '违约'] as const;

/** 甲方: organs and state-owned companies of the city that sign public contracts. */
export const CONTRACT_PARTIES_A = [
  `${CITY.name}住房和城乡建设局`, `${CITY.name}交通运输局`, `${CITY.name}教育局`, `${CITY.name}城市管理局`, `${CITY.name}卫生健康委员会`,
  `${CITY.name}机关事务服务中心`, `${CITY.name}${DISTRICTS[0]}人民政府`, `${CITY.name}${DISTRICTS[1]}人民政府`, `${CITY.name}${DISTRICTS[2]}人民政府`,
  `${CITY.name}${DISTRICTS[3]}人民政府`, `${DISTRICTS[4]}人民政府`, `${CITY.name}国有资产投资集团有限责任公司`, `${CITY.name}城市建设投资开发集团有限公司`,
  `${CITY.name}水务集团有限公司`, `${CITY.name}交通投资集团有限公司`,
] as const;

/** What each contract type buys, and which industries its 乙方 come from. */
export const CONTRACT_SUBJECTS: Readonly<Record<ContractType, { names: readonly string[]; industries: readonly string[]; amount: readonly [number, number] }>> = {
  政府采购合同: {
    names: ['办公设备采购项目', '中小学校食堂食材配送服务项目', '机关办公区物业管理服务项目', '信息化系统运维服务项目', '公务用车定点维修服务项目'],
    industries: ['电子商务', '物业服务', '餐饮住宿', '食品药品', '交通运输'],
    amount: [20, 800],
  },
  工程建设合同: {
    names: ['道路提升改造工程施工', '雨污分流管网改造工程施工', '老旧小区改造工程施工', '中心小学教学楼建设工程施工', `${CITY.river}堤岸整治工程施工`],
    industries: ['建筑工程'],
    amount: [300, 12_000],
  },
  招商引资合同: {
    names: ['年产300万双运动鞋生产线项目投资', '工艺美术产业园项目投资', '智能制造基地项目投资', '冷链物流中心项目投资'],
    industries: ['鞋服制造', '工艺美术', '电子商务', '交通运输'],
    amount: [2_000, 50_000],
  },
  特许经营合同: {
    names: ['城区公共停车场特许经营', '城区生活垃圾收运特许经营', '乡镇污水处理厂特许经营'],
    industries: ['物业服务', '生态环境', '交通运输'],
    amount: [500, 20_000],
  },
  服务外包合同: {
    names: ['城区环卫保洁服务外包', '社区居家养老服务外包', '12345热线话务服务外包', '城区园林绿化养护服务外包'],
    industries: ['家政服务', '物业服务', '生态环境'],
    amount: [50, 1_500],
  },
};

export const BREACHES: Readonly<Record<ContractType, readonly string[]>> = {
  政府采购合同: ['乙方交付的货物规格型号与合同约定不符，经催告仍未更换', '乙方未按约定时限完成配送，累计延误12次'],
  工程建设合同: ['乙方未按合同约定工期完成施工，逾期45天', '乙方擅自将主体工程分包，违反合同约定', '甲方逾期支付第二期工程进度款'],
  招商引资合同: ['乙方未按约定时间足额完成固定资产投资', '乙方项目未按期开工建设，超过约定期限6个月'],
  特许经营合同: ['乙方未按约定标准提供服务，考核连续两个季度不合格'],
  服务外包合同: ['乙方拖欠服务人员工资，影响服务质量', '乙方服务质量考核不合格，经整改仍未达到约定标准'],
};
