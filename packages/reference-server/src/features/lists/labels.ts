// Chinese names of the request fields of the catalogue, list, credit-plus and safety-list operations,
// for the 202 messages (contract/messages.ts). List items are named by position: 目录类型第2项.

const items = (field: string, label: string, count: number): Record<string, string> =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`${field}.${i}`, `${label}第${i + 1}项`]));

const CATALOG_FILTERS = { organ: '来源单位', type: '目录类型' };
const SAFETY_CHECK = { keyword: '企业名称或统一社会信用代码' };

export const PUBLIC_LIST_FIELD_LABELS: Record<string, Record<string, string>> = {
  getCreditCatalogPage: CATALOG_FILTERS,
  searchCreditCatalogPage: { organs: '来源单位', types: '目录类型', ...items('organs', '来源单位', 50), ...items('types', '目录类型', 8) },
  queryCreditResource: { organ: '提供单位', shareType: '共享类型', openType: '开放属性' },
  getCreditResourceDetail: { id: '资源编号' },
  getCreditCatalogDetail: { id: '目录编号' },
  listCreditCatalogsByOrgan: CATALOG_FILTERS,
  listCreditCatalogsByType: CATALOG_FILTERS,
  listCreditResourcesByCatalog: { catalogId: '目录编号' },
  listCreditResourceNumByCatalog: CATALOG_FILTERS,
  listPortalCreditRanking: { scope: '排名范围', period: '排名月份' },
  getContractPerformancePage: { status: '履约状态', contractType: '合同类型' },
  getContractPerformanceDetail: { id: '合同编号' },
  getCreditPlusLibraryPage: { library: '图书馆' },
  getCreditPlusDetail: { id: '读者编号' },
  getCreditPlusBicycleRecord: { parking: '停放情况' },
  getCreditPlusLinkageSupervision: { measureType: '措施类型' },
  getCreditPlusRewardsPunishments: { caseType: '奖惩类型' },
  getCreditPlusTradeSubjectGrade: { industry: '行业', grade: '信用等级' },
  checkFoodSafetyList: SAFETY_CHECK,
  checkMedicineSafetyList: SAFETY_CHECK,
  checkProduceSafetyList: SAFETY_CHECK,
};
