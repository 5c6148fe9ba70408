// /credit-plus-el-detail
import type { RouteMeta } from '../../../shell/meta';
import { linkageEnterpriseLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../LinkageEnterprisePage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const CREDIT_PLUS = '/credit-plus-home';

export const handle: RouteMeta = { name: 'CreditPlusElDetail', title: '联动监管详情', pageTitleEng: 'Enterprise in Linkage Supervision', menuValue: CREDIT_PLUS, oldRouter: true };

export const loader = settled(linkageEnterpriseLoader);
export const clientLoader = linkageEnterpriseLoader;
