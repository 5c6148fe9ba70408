// /medical-insurance-news
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';
import { MEDICAL_COLUMNS, MEDICAL_ARTICLE } from '../medical';

export { Component as default } from '../../../views/ArticleListPage';

const article = { articleDetail: MEDICAL_ARTICLE };

const route = listRoute('medical-insurance-news', '医保新闻', 'Medical Insurance News', { name: 'MedicalInsuranceNews', classification: MEDICAL_COLUMNS.news, ...article });

export const handle: RouteMeta = route.handle;
export const loader = route.loader;
export const clientLoader = route.loader;
