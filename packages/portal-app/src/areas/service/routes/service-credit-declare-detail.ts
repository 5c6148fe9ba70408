// /service-credit-declare-detail
import { SERVICE_HUB } from '../../../addresses';
import type { RouteMeta } from '../../../shell/meta';
import { creditDeclareDetailLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../CreditDeclareDetailPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

/** Every page of the group lights the 信用服务 tab of the navigation (it leads to the hub). */
const SERVICE_TAB = SERVICE_HUB;

export const handle: RouteMeta = { name: 'ServiceCreditDeclareDetail', title: '申报概况', pageTitleEng: 'Declaration Summary', menuValue: SERVICE_TAB, oldRouter: true };

export const loader = settled(creditDeclareDetailLoader);
export const clientLoader = creditDeclareDetailLoader;
