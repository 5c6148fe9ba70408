// /credit-plus-bike-main
import type { RouteMeta } from '../../../shell/meta';
import { ridesLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../RideListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const CREDIT_PLUS = '/credit-plus-home';

export const handle: RouteMeta = { name: 'CreditPlusBikeMain', title: '骑行记录', pageTitle: '信用+共享单车 · 骑行记录', pageTitleEng: 'Deposit-free Rides', menuValue: CREDIT_PLUS, oldRouter: true };

export const loader = settled(ridesLoader);
export const clientLoader = ridesLoader;
