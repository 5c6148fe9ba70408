// What the organs of the seeded city permit and punish: the matters (事项) of their power lists,
// with the wording of the laws they cite, so that generated publicity reads like the real thing.
import { CITY } from '../../seed/city.js';

/** An organ that reports double-publicity data (双公示), with the prefix of its document numbers. */
export interface PublicityOrgan {
  /** Short code; resources are `XK-<code>` (permits) and `CF-<code>` (penalties). */
  code: string;
  /** Full name as signed on decisions (许可机关 / 处罚机关). */
  name: string;
  /** Prefix of its decision numbers: the city's one-character abbreviation and the organ's, e.g. 市监 in …市监罚〔2026〕123号. */
  docPrefix: string;
  /** Relative share of the generated records. */
  weight: number;
}

export const PUBLICITY_ORGANS: readonly PublicityOrgan[] = [
  { code: 'SCJG', name: `${CITY.name}市场监督管理局`, docPrefix: `${CITY.abbreviation}市监`, weight: 6 },
  { code: 'ZJJ', name: `${CITY.name}住房和城乡建设局`, docPrefix: `${CITY.abbreviation}建`, weight: 3 },
  { code: 'JTJ', name: `${CITY.name}交通运输局`, docPrefix: `${CITY.abbreviation}交`, weight: 3 },
  { code: 'STHJ', name: `${CITY.name}生态环境局`, docPrefix: `${CITY.abbreviation}环`, weight: 3 },
  { code: 'WJW', name: `${CITY.name}卫生健康委员会`, docPrefix: `${CITY.abbreviation}卫`, weight: 2 },
  { code: 'WLJ', name: `${CITY.name}文化和旅游局`, docPrefix: `${CITY.abbreviation}文旅`, weight: 1 },
  { code: 'RSJ', name: `${CITY.name}人力资源和社会保障局`, docPrefix: `${CITY.abbreviation}人社`, weight: 1 },
  { code: 'SWJ', name: `国家税务总局${CITY.name}税务局`, docPrefix: `${CITY.abbreviation}税`, weight: 2 },
  { code: 'YJJ', name: `${CITY.name}应急管理局`, docPrefix: `${CITY.abbreviation}应急`, weight: 1 },
  { code: 'NYJ', name: `${CITY.name}农业农村局`, docPrefix: `${CITY.abbreviation}农`, weight: 1 },
  { code: 'YBJ', name: `${CITY.name}医疗保障局`, docPrefix: `${CITY.abbreviation}医保`, weight: 1 },
  { code: 'SWUJ', name: `${CITY.name}商务局`, docPrefix: `${CITY.abbreviation}商务`, weight: 1 },
];

/** A permit matter of an organ's power list (行政许可事项目录). */
export interface PermitMatter {
  organ: string;
  name: string;
  /** 许可类别 (普通、特许、认可、核准、登记、其他). */
  category: '普通' | '特许' | '认可' | '核准' | '登记' | '其他';
  basis: string;
  /** Legal time limit in working days. */
  timeLimit: number;
  /** Years a permit stays valid; 0 for permits without an end. */
  validYears: number;
  /** Name of the certificate or decision. */
  certificate: string;
  /** Variants of 许可内容. */
  contents: readonly string[];
  /** Industries (city.ts INDUSTRIES / subjects' trades) whose firms apply for it. */
  industries: readonly string[];
}

export const PERMIT_MATTERS: readonly PermitMatter[] = [
  {
    organ: 'SCJG', name: '食品经营许可', category: '普通', timeLimit: 10, validYears: 5, certificate: '食品经营许可证',
    basis: '《中华人民共和国食品安全法》第三十五条第一款',
    contents: ['预包装食品销售（含冷藏冷冻食品）；散装食品销售（不含冷藏冷冻食品）', '热食类食品制售；冷食类食品制售', '预包装食品销售（不含冷藏冷冻食品）；保健食品销售', '热食类食品制售；自制饮品制售'],
    industries: ['食品药品', '餐饮住宿'],
  },
  {
    organ: 'SCJG', name: '食品生产许可', category: '普通', timeLimit: 10, validYears: 5, certificate: '食品生产许可证',
    basis: '《中华人民共和国食品安全法》第三十五条第一款',
    contents: ['糕点（烘烤类糕点、油炸类糕点）', '水产制品（干制水产品）', '饮料（包装饮用水）', '炒货食品及坚果制品（烘炒类）'],
    industries: ['食品药品'],
  },
  {
    organ: 'SCJG', name: '药品零售企业许可', category: '普通', timeLimit: 15, validYears: 5, certificate: '药品经营许可证',
    basis: '《中华人民共和国药品管理法》第五十一条',
    contents: ['中药饮片、中成药、化学药制剂、抗生素制剂、生化药品', '中成药、化学药制剂、生物制品（除疫苗）'],
    industries: ['食品药品'],
  },
  {
    organ: 'SCJG', name: '特种设备使用登记', category: '登记', timeLimit: 15, validYears: 0, certificate: '特种设备使用登记证',
    basis: '《中华人民共和国特种设备安全法》第三十三条',
    contents: ['曳引驱动乘客电梯 1 台', '承压蒸汽锅炉 1 台', '桥式起重机 2 台', '固定式压力容器 3 台'],
    industries: ['鞋服制造', '工艺美术', '物业服务', '建筑工程'],
  },
  {
    organ: 'ZJJ', name: '建筑工程施工许可证核发', category: '普通', timeLimit: 7, validYears: 0, certificate: '建筑工程施工许可证',
    basis: '《中华人民共和国建筑法》第七条',
    contents: ['新建厂房及配套用房，建筑面积 12860 平方米', '住宅小区一期 1#—6# 楼，建筑面积 58420 平方米', '综合楼装修改造工程，建筑面积 3650 平方米', '小学教学楼新建工程，建筑面积 8920 平方米'],
    industries: ['建筑工程'],
  },
  {
    organ: 'ZJJ', name: '商品房预售许可', category: '普通', timeLimit: 10, validYears: 0, certificate: '商品房预售许可证',
    basis: '《中华人民共和国城市房地产管理法》第四十五条',
    contents: ['预售 8#、9# 楼住宅 264 套，预售面积 29816 平方米', '预售 2# 楼商业及住宅 132 套，预售面积 15320 平方米'],
    industries: ['建筑工程'],
  },
  {
    organ: 'JTJ', name: '道路货物运输经营许可', category: '普通', timeLimit: 20, validYears: 4, certificate: '道路运输经营许可证',
    basis: '《中华人民共和国道路运输条例》第二十四条',
    contents: ['普通货运；货物专用运输（集装箱）', '普通货运', '道路普通货物运输；大型物件运输（一类）'],
    industries: ['交通运输', '电子商务'],
  },
  {
    organ: 'JTJ', name: '机动车驾驶员培训经营许可', category: '普通', timeLimit: 15, validYears: 4, certificate: '道路运输经营许可证',
    basis: '《中华人民共和国道路运输条例》第四十条',
    contents: ['普通机动车驾驶员培训（二级）：C1、C2 车型'],
    industries: ['交通运输'],
  },
  {
    organ: 'STHJ', name: '排污许可', category: '普通', timeLimit: 20, validYears: 5, certificate: '排污许可证',
    basis: '《排污许可管理条例》第二条',
    contents: ['行业类别：制鞋业；主要污染物类别：废气（挥发性有机物）', '行业类别：木质工艺品制造；主要污染物类别：废气（颗粒物、挥发性有机物）', '行业类别：食品制造；主要污染物类别：废水（化学需氧量、氨氮）'],
    industries: ['鞋服制造', '工艺美术', '食品药品', '生态环境'],
  },
  {
    organ: 'STHJ', name: '建设项目环境影响评价文件审批', category: '核准', timeLimit: 30, validYears: 5, certificate: '环境影响报告表的批复',
    basis: '《中华人民共和国环境影响评价法》第二十二条',
    contents: ['年产 300 万双运动鞋生产线技术改造项目', '年产 5 万件木雕工艺品扩建项目', '污水处理厂提标改造工程'],
    industries: ['鞋服制造', '工艺美术', '生态环境', '建筑工程'],
  },
  {
    organ: 'WJW', name: '公共场所卫生许可', category: '普通', timeLimit: 20, validYears: 4, certificate: '公共场所卫生许可证',
    basis: '《公共场所卫生管理条例》第八条',
    contents: ['住宿业（宾馆）', '美容店', '沐浴场所', '游泳场所'],
    industries: ['餐饮住宿', '旅游', '家政服务'],
  },
  {
    organ: 'WJW', name: '医疗机构执业登记', category: '登记', timeLimit: 45, validYears: 5, certificate: '医疗机构执业许可证',
    basis: '《医疗机构管理条例》第十四条',
    contents: ['诊疗科目：内科；外科；医学检验科', '诊疗科目：口腔科', '诊疗科目：中医科；康复医学科'],
    industries: ['食品药品', '家政服务'],
  },
  {
    organ: 'WLJ', name: '旅行社业务经营许可', category: '普通', timeLimit: 20, validYears: 0, certificate: '旅行社业务经营许可证',
    basis: '《旅行社条例》第六条',
    contents: ['国内旅游业务和入境旅游业务'],
    industries: ['旅游'],
  },
  {
    organ: 'RSJ', name: '劳务派遣经营许可', category: '普通', timeLimit: 20, validYears: 3, certificate: '劳务派遣经营许可证',
    basis: '《中华人民共和国劳动合同法》第五十七条',
    contents: ['劳务派遣业务'],
    industries: ['家政服务', '物业服务'],
  },
  {
    organ: 'SWJ', name: '增值税专用发票（增值税税控系统）最高开票限额审批', category: '普通', timeLimit: 10, validYears: 0, certificate: '准予税务行政许可决定书',
    basis: '《国务院对确需保留的行政审批项目设定行政许可的决定》附件第 236 项',
    contents: ['最高开票限额十万元，数量 25 份', '最高开票限额一百万元，数量 10 份', '最高开票限额一万元，数量 50 份'],
    industries: ['鞋服制造', '电子商务', '工艺美术', '建筑工程', '食品药品'],
  },
  {
    organ: 'YJJ', name: '危险化学品经营许可', category: '普通', timeLimit: 30, validYears: 3, certificate: '危险化学品经营许可证',
    basis: '《危险化学品安全管理条例》第三十三条',
    contents: ['经营方式：批发（无仓储）；许可范围：乙醇、丙酮、甲苯', '经营方式：零售；许可范围：油漆、稀释剂'],
    industries: ['鞋服制造', '电子商务'],
  },
  {
    organ: 'NYJ', name: '农药经营许可', category: '普通', timeLimit: 20, validYears: 5, certificate: '农药经营许可证',
    basis: '《农药管理条例》第二十四条',
    contents: ['农药（不含限制使用农药）'],
    industries: ['食品药品', '电子商务'],
  },
  {
    organ: 'SWUJ', name: '成品油零售经营资格审批', category: '普通', timeLimit: 20, validYears: 5, certificate: '成品油零售经营批准证书',
    basis: '《国务院对确需保留的行政审批项目设定行政许可的决定》附件第 185 项',
    contents: ['汽油、柴油零售'],
    industries: ['交通运输'],
  },
];

/** A penalty matter of an organ's power list (行政处罚事项目录). */
export interface PunishMatter {
  organ: string;
  /** 违法行为类型 */
  name: string;
  basis: string;
  /** Usual 处罚类别. */
  categories: readonly string[];
  /** Fine range in 万元; [0, 0] when no fine is imposed. */
  fine: readonly [number, number];
  /** 违法事实, with {date}, {n} and {amount} filled in. */
  facts: readonly string[];
  industries: readonly string[];
}

export const PUNISH_MATTERS: readonly PunishMatter[] = [
  {
    organ: 'SCJG', name: '经营超过保质期的食品', basis: '《中华人民共和国食品安全法》第一百二十四条第一款第（五）项',
    categories: ['罚款', '没收违法所得'], fine: [0.5, 5],
    facts: ['经查，当事人于{date}在其经营场所销售超过保质期的预包装食品共{n}件，货值金额{amount}元。', '经查，当事人于{date}将已超过保质期的乳制品{n}盒与正常商品混放销售，货值金额{amount}元。'],
    industries: ['食品药品', '餐饮住宿'],
  },
  {
    organ: 'SCJG', name: '未取得食品经营许可从事食品经营活动', basis: '《中华人民共和国食品安全法》第一百二十二条第一款',
    categories: ['罚款', '没收违法所得'], fine: [0.5, 5],
    facts: ['经查，当事人自{date}起未取得食品经营许可，在其店内从事热食类食品制售，违法所得{amount}元。'],
    industries: ['餐饮住宿', '食品药品'],
  },
  {
    organ: 'SCJG', name: '虚假或者引人误解的商业宣传', basis: '《中华人民共和国反不正当竞争法》第二十条第一款',
    categories: ['罚款'], fine: [2, 20],
    facts: ['经查，当事人自{date}起在其网店商品详情页宣称产品“销量全国第一”“采用进口原料”，无法提供证明材料，构成虚假宣传。'],
    industries: ['电子商务', '鞋服制造', '工艺美术'],
  },
  {
    organ: 'SCJG', name: '销售不合格产品', basis: '《中华人民共和国产品质量法》第四十九条',
    categories: ['罚款', '没收违法所得', '没收非法财物'], fine: [0.3, 8],
    facts: ['经抽检，当事人于{date}销售的运动鞋（批次号 {n}）耐折性能项目不合格，货值金额{amount}元。', '经抽检，当事人于{date}销售的儿童皮鞋邻苯二甲酸酯项目不合格，共{n}双，货值金额{amount}元。'],
    industries: ['鞋服制造', '电子商务'],
  },
  {
    organ: 'SCJG', name: '特种设备未经定期检验继续使用', basis: '《中华人民共和国特种设备安全法》第八十四条第（一）项',
    categories: ['罚款', '责令停止使用'], fine: [3, 30],
    facts: ['经查，当事人使用的{n}台电梯检验有效期已于{date}届满，未申请定期检验继续使用。'],
    industries: ['物业服务', '鞋服制造', '餐饮住宿'],
  },
  {
    organ: 'ZJJ', name: '未取得施工许可证擅自施工', basis: '《建设工程质量管理条例》第五十七条',
    categories: ['罚款', '责令停止施工'], fine: [2, 15],
    facts: ['经查，当事人建设的厂房项目未取得施工许可证，于{date}擅自开工建设，工程合同价款{amount}万元。'],
    industries: ['建筑工程'],
  },
  {
    organ: 'ZJJ', name: '施工现场扬尘污染防治措施不到位', basis: '《中华人民共和国大气污染防治法》第一百一十五条第一款',
    categories: ['罚款', '责令改正'], fine: [1, 10],
    facts: ['{date}执法检查发现，当事人承建的住宅项目施工现场裸露土方未覆盖、出入车辆未冲洗，造成扬尘污染。'],
    industries: ['建筑工程'],
  },
  {
    organ: 'JTJ', name: '未取得道路运输经营许可擅自从事道路普通货物运输', basis: '《中华人民共和国道路运输条例》第六十三条',
    categories: ['罚款', '没收违法所得'], fine: [0.3, 3],
    facts: [`{date}，当事人使用${CITY.plate}号牌货车从事道路普通货物运输，未取得道路运输经营许可，违法所得{amount}元。`],
    industries: ['交通运输', '电子商务'],
  },
  {
    organ: 'JTJ', name: '车辆违法超限运输', basis: '《公路安全保护条例》第六十四条',
    categories: ['罚款'], fine: [0.5, 3],
    facts: [`{date}，当事人所属${CITY.plate}号牌重型半挂牵引车在沈海高速${CITY.short}收费站经检测车货总质量超过限定标准{n}%。`],
    industries: ['交通运输', '建筑工程'],
  },
  {
    organ: 'STHJ', name: '超过大气污染物排放标准排放大气污染物', basis: '《中华人民共和国大气污染防治法》第九十九条第（二）项',
    categories: ['罚款', '责令限制生产'], fine: [10, 60],
    facts: ['{date}监测发现，当事人喷胶车间废气排放口挥发性有机物排放浓度超过《工业企业挥发性有机物排放标准》限值{n}%。'],
    industries: ['鞋服制造', '工艺美术', '生态环境'],
  },
  {
    organ: 'STHJ', name: '建设项目未依法报批环境影响评价文件擅自开工建设', basis: '《中华人民共和国环境影响评价法》第三十一条第一款',
    categories: ['罚款', '责令停止建设'], fine: [5, 40],
    facts: ['经查，当事人生产线扩建项目环境影响报告表未经批准，于{date}擅自开工建设，项目总投资{amount}万元。'],
    industries: ['鞋服制造', '工艺美术', '食品药品', '建筑工程'],
  },
  {
    organ: 'STHJ', name: '未按规定贮存、处置危险废物', basis: '《中华人民共和国固体废物污染环境防治法》第一百一十二条第一款第（六）项',
    categories: ['罚款', '责令改正'], fine: [10, 50],
    facts: ['{date}现场检查发现，当事人将废胶桶、废活性炭等危险废物约{n}吨露天堆放，未设置危险废物识别标志。'],
    industries: ['鞋服制造', '工艺美术', '生态环境'],
  },
  {
    organ: 'WJW', name: '公共场所未取得有效健康合格证明的从业人员上岗', basis: '《公共场所卫生管理条例实施细则》第三十八条',
    categories: ['警告', '罚款'], fine: [0.05, 0.5],
    facts: ['{date}监督检查发现，当事人安排{n}名未取得有效健康合格证明的从业人员从事直接为顾客服务的工作。'],
    industries: ['餐饮住宿', '旅游', '家政服务'],
  },
  {
    organ: 'WJW', name: '医疗机构使用非卫生技术人员从事医疗卫生技术工作', basis: '《医疗机构管理条例》第四十七条',
    categories: ['罚款'], fine: [1, 5],
    facts: ['经查，当事人自{date}起安排未取得执业资格的人员{n}名从事诊疗活动。'],
    industries: ['食品药品', '家政服务'],
  },
  {
    organ: 'WLJ', name: '旅行社未与旅游者订立书面包价旅游合同', basis: '《中华人民共和国旅游法》第一百条',
    categories: ['罚款', '责令改正'], fine: [0.5, 5],
    facts: [`经查，当事人于{date}组织{n}名游客赴${CITY.scenicSpot}旅游，未与旅游者订立书面包价旅游合同。`],
    industries: ['旅游'],
  },
  {
    organ: 'RSJ', name: '用人单位未按规定为职工办理社会保险登记', basis: '《中华人民共和国社会保险法》第八十四条',
    categories: ['罚款'], fine: [0.1, 1],
    facts: ['经查，当事人自{date}起招用劳动者{n}名，未在规定期限内办理社会保险登记，经责令限期改正逾期仍不改正。'],
    industries: ['鞋服制造', '家政服务', '物业服务', '餐饮住宿'],
  },
  {
    organ: 'SWJ', name: '未按照规定期限办理纳税申报和报送纳税资料', basis: '《中华人民共和国税收征收管理法》第六十二条',
    categories: ['罚款'], fine: [0.02, 0.2],
    facts: ['当事人未按规定期限办理{date}所属期增值税纳税申报，经税务机关责令限期改正。'],
    industries: ['鞋服制造', '电子商务', '工艺美术', '建筑工程', '食品药品', '餐饮住宿'],
  },
  {
    organ: 'SWJ', name: '虚开发票', basis: '《中华人民共和国发票管理办法》第三十五条',
    categories: ['罚款', '没收违法所得'], fine: [5, 50],
    facts: ['经查，当事人于{date}在无真实业务的情况下为他人开具增值税普通发票{n}份，金额合计{amount}元。'],
    industries: ['鞋服制造', '电子商务', '工艺美术'],
  },
  {
    organ: 'YJJ', name: '未按照规定对从业人员进行安全生产教育和培训', basis: '《中华人民共和国安全生产法》第九十七条第（三）项',
    categories: ['罚款', '责令改正'], fine: [1, 10],
    facts: ['{date}执法检查发现，当事人{n}名一线员工未经安全生产教育和培训即上岗作业。'],
    industries: ['鞋服制造', '工艺美术', '建筑工程'],
  },
  {
    organ: 'NYJ', name: '经营劣质农药', basis: '《农药管理条例》第五十六条',
    categories: ['罚款', '没收违法所得', '没收非法财物'], fine: [0.5, 5],
    facts: ['经抽检，当事人于{date}销售的农药有效成分含量低于产品质量标准，共{n}瓶，货值金额{amount}元。'],
    industries: ['食品药品', '电子商务'],
  },
  {
    organ: 'YBJ', name: '定点医药机构违规结算医疗保障基金', basis: '《医疗保障基金使用监督管理条例》第三十八条',
    categories: ['罚款', '责令退回'], fine: [1, 10],
    facts: ['经查，当事人于{date}至今将{n}人次不属于医疗保障基金支付范围的药品纳入结算，造成医保基金损失{amount}元。'],
    industries: ['食品药品'],
  },
  {
    organ: 'SWUJ', name: '单用途商业预付卡发卡企业未按规定备案', basis: '《单用途商业预付卡管理办法（试行）》第三十六条',
    categories: ['警告', '罚款'], fine: [0, 1],
    facts: ['经查，当事人自{date}起发行单用途商业预付卡{n}张，未在开展单用途卡业务之日起 30 日内办理备案。'],
    industries: ['餐饮住宿', '家政服务', '电子商务'],
  },
];

/** 失信行为的行政处罚信息公示期 (信用修复管理办法): serious cases 3 years, warnings 3 months, others 1 year. */
export function publicityMonths(categories: readonly string[], fine: number): number {
  if (categories.some((c) => c.startsWith('责令停'))) return 36;
  if (categories.length === 1 && categories[0] === '警告') return 3;
  return fine >= 20 ? 36 : 12;
}
