// /medical-insurance-news
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';
import { MEDICAL_COLUMNS, MEDICAL_ARTICLE } from '../medical';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../../../views/ArticleListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const article = { articleDetail: MEDICAL_ARTICLE };

const route = listRoute('medical-insurance-news', '医保新闻', 'Medical Insurance News', { name: 'MedicalInsuranceNews', classification: MEDICAL_COLUMNS.news, ...article });

export const handle: RouteMeta = route.handle;
export const loader = settled(route.loader);
export const clientLoader = route.loader;
