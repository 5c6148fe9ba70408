/**
 * The city the seed writes about. Everything place-specific lives here, so another city's demo needs
 * only this file changed. Putian (莆田) because the portal's own routes name it (/putian-journal, the
 * credit-shoe city sub-site).
 */
export const CITY = {
  name: '莆田市',
  short: '莆田',
  province: '福建省',
  phoneAreaCode: '0594',
  /** 县（区）and the functional zones that report like districts. */
  districts: ['城厢区', '荔城区', '涵江区', '秀屿区', '仙游县', '湄洲岛国家旅游度假区', '北岸经济开发区', '莆田高新区'],
  /** Words that local firms put in their names. */
  firmWords: ['鸿达', '兴业', '永盛', '华丰', '鑫源', '荔海', '壶山', '兰溪', '木兰', '湄洲', '宏远', '天鹰', '瑞丰', '海峡', '九华', '延寿'],
} as const;

export interface Organ {
  /** Full name, shown as 来源单位. */
  name: string;
  /** How headlines call it. */
  short: string;
}

/** Publishing organs (来源单位) of the municipal credit portal. */
export const ORGANS: readonly Organ[] = [
  { name: '市发展和改革委员会', short: '市发展改革委' },
  { name: '市市场监督管理局', short: '市市场监管局' },
  { name: '中国人民银行莆田市分行', short: '人民银行莆田市分行' },
  { name: '国家税务总局莆田市税务局', short: '市税务局' },
  { name: '市人力资源和社会保障局', short: '市人社局' },
  { name: '市住房和城乡建设局', short: '市住建局' },
  { name: '市生态环境局', short: '市生态环境局' },
  { name: '市中级人民法院', short: '市中级法院' },
  { name: '市交通运输局', short: '市交通运输局' },
  { name: '市商务局', short: '市商务局' },
  { name: '市文化和旅游局', short: '市文旅局' },
  { name: '市医疗保障局', short: '市医保局' },
  { name: '市农业农村局', short: '市农业农村局' },
  { name: '市卫生健康委员会', short: '市卫健委' },
  { name: '市应急管理局', short: '市应急管理局' },
  { name: '国家金融监督管理总局莆田监管分局', short: '莆田金融监管分局' },
  { name: '市社会信用体系建设领导小组办公室', short: '市信用办' },
];

/** The organ that coordinates credit work; it signs most notices and publicity. */
export const CREDIT_OFFICE: Organ = { name: '市社会信用体系建设领导小组办公室', short: '市信用办' };
export const DEVELOPMENT_COMMISSION: Organ = { name: '市发展和改革委员会', short: '市发展改革委' };

/** Fields (领域) of sector credit supervision. */
export const INDUSTRIES = [
  '食品药品', '建筑工程', '交通运输', '纳税', '医疗卫生', '家政服务', '旅游', '鞋服制造',
  '工艺美术', '生态环境', '劳动保障', '招标投标', '餐饮住宿', '安全生产', '电子商务', '物业服务',
] as const;

/** Campaigns that headlines put in quotation marks. */
export const CAMPAIGNS = [
  '诚信经营', '信用+监管', '守信激励', '诚信兴商宣传月', '放心消费', '诚信建设万里行',
  '信用承诺', '信用修复一件事', '诚信示范街区', '信易贷', '6·14信用记录关爱日', '诚信企业进园区',
] as const;

/** Subjects of training sessions, meetings and research. */
export const TOPICS = [
  '信用修复', '信用承诺制', '公共信用信息报送', '双公示数据归集', '信用分级分类监管',
  '公共信用综合评价', '失信约束措施清单管理', '信用报告应用', '经营主体信用风险预警', '政务诚信建设',
] as const;
