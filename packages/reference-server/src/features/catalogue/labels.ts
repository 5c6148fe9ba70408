// Chinese names of the credit catalogue's request fields, for the 202 messages (contract/messages.ts). List
// items are named by position: 目录类型第2项.
import type { FieldLabels } from '../../kernel/feature.js';

const items = (field: string, label: string, count: number): Record<string, string> =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`${field}.${i}`, `${label}第${i + 1}项`]));

const CATALOG_FILTERS = { organ: '来源单位', type: '目录类型' };

export const labels: FieldLabels = {
  getCreditCatalogPage: CATALOG_FILTERS,
  searchCreditCatalogPage: { organs: '来源单位', types: '目录类型', ...items('organs', '来源单位', 50), ...items('types', '目录类型', 8) },
  queryCreditResource: { organ: '提供单位', shareType: '共享类型', openType: '开放属性' },
  getCreditResourceDetail: { id: '资源编号' },
  getCreditCatalogDetail: { id: '目录编号' },
  listCreditCatalogsByOrgan: CATALOG_FILTERS,
  listCreditCatalogsByType: CATALOG_FILTERS,
  listCreditResourcesByCatalog: { catalogId: '目录编号' },
  listCreditResourceNumByCatalog: CATALOG_FILTERS,
};
