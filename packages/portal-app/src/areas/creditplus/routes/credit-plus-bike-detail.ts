// /credit-plus-bike-detail
import type { RouteMeta } from '../../../shell/meta';
import { rideLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../RideDetailPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const CREDIT_PLUS = '/credit-plus-home';

export const handle: RouteMeta = { name: 'CreditPlusBikeDetail', title: '骑行详情', pageTitleEng: 'Ride', menuValue: CREDIT_PLUS, oldRouter: true };

export const loader = settled(rideLoader);
export const clientLoader = rideLoader;
