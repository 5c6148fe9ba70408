// The city's public credit information resource catalogue (信用目录): which organ provides which
// catalogue, of which type, and the data items (数据项) of each type's resources.
import { CITY } from '../../seed/city.js';

/** The catalogue types of the portal's type tabs, in display order. */
export const CATALOG_TYPES = ['基础信息', '行政许可', '行政处罚', '红名单', '黑名单', '重点关注', '信用承诺', '其他'] as const;
export type CatalogType = (typeof CATALOG_TYPES)[number];

export const SHARE_TYPES = ['无条件共享', '有条件共享', '不予共享'] as const;
export const OPEN_TYPES = ['无条件开放', '有条件开放', '不予开放'] as const;
export const UPDATE_CYCLES = ['实时', '每日', '每周', '每月', '每季度', '每年'] as const;

/** Catalogues by providing organ: [stem, type]. The catalogue is called `${stem}信息`. */
export const ORGAN_CATALOGS: readonly { organ: string; code: string; catalogs: readonly (readonly [string, CatalogType])[] }[] = [
  {
    organ: '市发展和改革委员会', code: 'FGW',
    catalogs: [['企业投资项目备案', '行政许可'], ['价格行政处罚', '行政处罚'], ['诚信典型', '红名单'], ['信用承诺书', '信用承诺']],
  },
  {
    organ: '市市场监督管理局', code: 'SCJG',
    catalogs: [
      ['企业登记注册', '基础信息'], ['食品经营许可', '行政许可'], ['市场监管行政处罚', '行政处罚'],
      ['守合同重信用企业', '红名单'], ['严重违法失信企业名单', '黑名单'], ['经营异常名录', '重点关注'],
    ],
  },
  { organ: `中国人民银行${CITY.name}分行`, code: 'RMYH', catalogs: [['金融机构基本', '基础信息'], ['支付业务许可', '行政许可'], ['金融行政处罚', '行政处罚']] },
  {
    organ: `国家税务总局${CITY.name}税务局`, code: 'SWJ',
    catalogs: [['纳税人登记', '基础信息'], ['纳税信用A级纳税人', '红名单'], ['重大税收违法失信主体', '黑名单'], ['税务行政处罚', '行政处罚']],
  },
  {
    organ: '市人力资源和社会保障局', code: 'RSJ',
    catalogs: [
      ['社会保险缴费', '其他'], ['拖欠农民工工资失信联合惩戒对象', '黑名单'], ['人力资源服务许可', '行政许可'],
      ['劳动保障监察行政处罚', '行政处罚'],
    ],
  },
  {
    organ: '市住房和城乡建设局', code: 'ZJJ',
    catalogs: [['建筑业企业资质', '行政许可'], ['建筑市场行政处罚', '行政处罚'], ['建筑市场主体不良行为', '重点关注'], ['房地产开发企业资质', '行政许可']],
  },
  {
    organ: '市生态环境局', code: 'STHJ',
    catalogs: [['排污许可', '行政许可'], ['生态环境行政处罚', '行政处罚'], ['企业环境信用评价', '其他'], ['环境违法失信企业', '黑名单']],
  },
  { organ: '市中级人民法院', code: 'ZJFY', catalogs: [['失信被执行人', '黑名单'], ['限制高消费人员', '重点关注']] },
  {
    organ: '市交通运输局', code: 'JTYS',
    catalogs: [['道路运输经营许可', '行政许可'], ['交通运输行政处罚', '行政处罚'], ['道路运输诚信考核AA级企业', '红名单']],
  },
  { organ: '市商务局', code: 'SWU', catalogs: [['对外贸易经营者备案', '基础信息'], ['单用途商业预付卡发卡企业', '重点关注'], ['商务领域告知承诺', '信用承诺']] },
  {
    organ: '市文化和旅游局', code: 'WLJ',
    catalogs: [['旅行社业务经营许可', '行政许可'], ['文化市场行政处罚', '行政处罚'], ['文化和旅游市场失信主体', '黑名单']],
  },
  { organ: '市医疗保障局', code: 'YBJ', catalogs: [['定点医药机构', '基础信息'], ['医保基金监管行政处罚', '行政处罚'], ['定点医药机构信用评价', '其他']] },
  { organ: '市农业农村局', code: 'NYNC', catalogs: [['农药经营许可', '行政许可'], ['农业行政处罚', '行政处罚'], ['农产品质量安全追溯主体', '基础信息']] },
  { organ: '市卫生健康委员会', code: 'WJW', catalogs: [['医疗机构执业许可', '行政许可'], ['卫生健康行政处罚', '行政处罚'], ['医师执业注册', '基础信息']] },
  {
    organ: '市应急管理局', code: 'YJJ',
    catalogs: [['危险化学品经营许可', '行政许可'], ['安全生产行政处罚', '行政处罚'], ['安全生产严重失信主体', '黑名单']],
  },
  { organ: `国家金融监督管理总局${CITY.short}监管分局`, code: 'JRJG', catalogs: [['银行保险机构许可', '行政许可'], ['银行保险行政处罚', '行政处罚']] },
  {
    organ: '市社会信用体系建设领导小组办公室', code: 'XYB',
    catalogs: [['证明事项告知承诺', '信用承诺'], ['信用修复', '其他'], ['诚信建设示范企业', '红名单']],
  },
];

/** Resources of a catalogue of each type: `${stem}${suffix}`. */
export const RESOURCE_SUFFIXES: Readonly<Record<CatalogType, readonly string[]>> = {
  基础信息: ['基本信息', '变更信息', '年报信息', '注销信息'],
  行政许可: ['决定信息', '变更信息', '注销信息', '延续信息'],
  行政处罚: ['决定信息', '履行信息', '信用修复信息'],
  红名单: ['认定信息', '复评信息', '公示信息'],
  黑名单: ['认定信息', '移出信息', '惩戒措施信息'],
  重点关注: ['列入信息', '移出信息'],
  信用承诺: ['信息', '履约践诺信息'],
  其他: ['信息', '核查信息'],
};

/** [字段名, 字段标识, 字段类型, 是否必填] */
export type DataItem = readonly [string, string, '字符型' | '日期型' | '数值型', boolean];

const SUBJECT: readonly DataItem[] = [
  ['主体名称', 'ztmc', '字符型', true],
  ['统一社会信用代码', 'tyshxydm', '字符型', true],
  ['法定代表人', 'fddbr', '字符型', false],
];

/** The data items of each type's resources; a resource has the subject items and some of these. */
export const DATA_ITEMS: Readonly<Record<CatalogType, readonly DataItem[]>> = {
  基础信息: [
    ['登记机关', 'djjg', '字符型', true], ['成立日期', 'clrq', '日期型', true], ['注册资本（万元）', 'zczb', '数值型', false],
    ['住所', 'zs', '字符型', true], ['经营范围', 'jyfw', '字符型', false], ['登记状态', 'djzt', '字符型', true],
  ],
  行政许可: [
    ['行政许可决定文书号', 'xkwsh', '字符型', true], ['许可类别', 'xklb', '字符型', true], ['许可证书名称', 'xkzsmc', '字符型', false],
    ['许可内容', 'xknr', '字符型', true], ['许可决定日期', 'xkjdrq', '日期型', true], ['有效期自', 'yxqz', '日期型', true],
    ['有效期至', 'yxqzhi', '日期型', true], ['许可机关', 'xkjg', '字符型', true],
  ],
  行政处罚: [
    ['行政处罚决定书文号', 'cfwsh', '字符型', true], ['违法行为类型', 'wfxwlx', '字符型', true], ['违法事实', 'wfss', '字符型', true],
    ['处罚依据', 'cfyj', '字符型', true], ['处罚类别', 'cflb', '字符型', true], ['罚款金额（万元）', 'fkje', '数值型', false],
    ['处罚决定日期', 'cfjdrq', '日期型', true], ['处罚机关', 'cfjg', '字符型', true],
  ],
  红名单: [
    ['荣誉名称', 'rymc', '字符型', true], ['认定依据', 'rdyj', '字符型', true], ['认定单位', 'rddw', '字符型', true],
    ['认定日期', 'rdrq', '日期型', true], ['有效期至', 'yxqzhi', '日期型', false],
  ],
  黑名单: [
    ['列入原因', 'lryy', '字符型', true], ['认定依据', 'rdyj', '字符型', true], ['认定部门', 'rdbm', '字符型', true],
    ['列入日期', 'lrrq', '日期型', true], ['惩戒措施', 'cjcs', '字符型', false], ['移出日期', 'ycrq', '日期型', false],
  ],
  重点关注: [
    ['列入事由', 'lrsy', '字符型', true], ['列入日期', 'lrrq', '日期型', true], ['作出决定机关', 'zcjdjg', '字符型', true],
    ['移出事由', 'ycsy', '字符型', false], ['移出日期', 'ycrq', '日期型', false],
  ],
  信用承诺: [
    ['承诺类型', 'cnlx', '字符型', true], ['承诺事由', 'cnsy', '字符型', true], ['承诺内容', 'cnnr', '字符型', true],
    ['承诺日期', 'cnrq', '日期型', true], ['承诺受理单位', 'cnsldw', '字符型', true], ['履约状态', 'lyzt', '字符型', false],
  ],
  其他: [
    ['信息类别', 'xxlb', '字符型', true], ['信息内容', 'xxnr', '字符型', true], ['认定日期', 'rdrq', '日期型', true],
    ['信息提供单位', 'xxtgdw', '字符型', true], ['备注', 'bz', '字符型', false],
  ],
};

export { SUBJECT as SUBJECT_ITEMS };
