// Content of the 信用+ scenes: where residents borrow books and ride bicycles on their credit score,
// and the wording of linkage supervision, joint rewards and punishments and credit grades.
import { CITY } from '../../seed/city.js';

/** The city's library and those of its districts (not the functional zones). */
export const LIBRARIES: readonly string[] = [`${CITY.name}图书馆`, ...CITY.divisions.filter((d) => !d.zoneOf).map((d) => `${d.name}图书馆`)];

export const BOOKS = [
  '平凡的世界', '白鹿原', '活着', '围城', '红楼梦', '三体', '人世间', '乡土中国', ...CITY.localBooks.slice(0, 2),
  '长安的荔枝', '额尔古纳河右岸', '呼兰河传', '繁花', '文化苦旅', '朝花夕拾', '城南旧事', '骆驼祥子', '边城',
  '明朝那些事儿', '万历十五年', '苏东坡传', '小王子', '百年孤独', '中国哲学简史', '林则徐传', ...CITY.localBooks.slice(2),
] as const;

/** Where the bicycles stand: the city's landmarks. */
export const BIKE_PLACES: readonly string[] = CITY.landmarks;

/** 信用分 levels: deposit-free services start at 650 (spec: credit plus, borrow without deposit). */
export const DEPOSIT_FREE_SCORE = 650;
export const creditLevel = (score: number): '信用极好' | '信用优秀' | '信用良好' =>
  score >= 800 ? '信用极好' : score >= 700 ? '信用优秀' : '信用良好';

export const LINKAGE_MEASURES = {
  守信激励: ['行政审批“绿色通道”，容缺受理', '降低“双随机、一公开”抽查比例', '优先推荐评优评先', '“信易贷”融资优先支持', '公共资源交易投标保证金减免'],
  失信约束: ['提高抽查比例和频次', '限制参与政府采购活动', '限制申请财政性资金项目', '列为重点监管对象', '取消参加评优评先资格'],
} as const;

export const LINKAGE_ORGANS = [
  '市市场监管局、市税务局', '市住建局、市人社局', '市发展改革委、市财政局', '市交通运输局、市市场监管局', '市生态环境局、市应急管理局',
  '市商务局、市文旅局',
] as const;

export const REWARD_REASONS = ['纳税信用A级纳税人', '守合同重信用企业', '诚信建设示范企业', '道路运输诚信考核AA级企业', '劳动保障守法诚信A级单位'] as const;
export const PUNISH_REASONS = [
  '被列入严重违法失信名单', '拖欠农民工工资被列入失信联合惩戒对象名单', '被确定为重大税收违法失信主体', '被列为失信被执行人',
  '安全生产领域严重失信',
] as const;

/** The organ that grades the market subjects of each industry (市场主体信用等级). */
export const GRADING_ORGANS: Readonly<Record<string, string>> = {
  食品药品: '市市场监督管理局', 餐饮住宿: '市市场监督管理局', 建筑工程: '市住房和城乡建设局', 物业服务: '市住房和城乡建设局',
  交通运输: '市交通运输局', 旅游: '市文化和旅游局', 生态环境: '市生态环境局', 鞋服制造: '市工业和信息化局',
  工艺美术: '市工业和信息化局', 电子商务: '市商务局', 家政服务: '市商务局',
};

export const GRADES = ['A', 'B', 'C', 'D'] as const;
