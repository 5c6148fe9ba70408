// /credit-plus-el-main
import type { RouteMeta } from '../../../shell/meta';
import { linkagesLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../LinkageListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const CREDIT_PLUS = '/credit-plus-home';

export const handle: RouteMeta = { name: 'CreditPlusElMain', title: '联动监管记录', pageTitle: '信用+联动监管 · 联动监管记录', pageTitleEng: 'Linkage Supervision Records', menuValue: CREDIT_PLUS, oldRouter: true };

export const loader = settled(linkagesLoader);
export const clientLoader = linkagesLoader;
