// /medical-insurance/policy
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';
import { MEDICAL_COLUMNS, MEDICAL_TABS, MEDICAL_ARTICLE } from '../medical';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../../../views/ArticleListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const article = { articleDetail: MEDICAL_ARTICLE };
// The 'more' pages keep the trail from the sub-site's home (spec §4 breadcrumb) and light their topic's tab.
const more = { ...article, oldRouter: true };

const route = listRoute('medical-insurance/policy', '医保政策', 'Medical Insurance Policies', { name: 'MedicalPolicy', classification: MEDICAL_COLUMNS.policy, menuValue: MEDICAL_TABS.policy, ...more });

export const handle: RouteMeta = route.handle;
export const loader = settled(route.loader);
export const clientLoader = route.loader;
