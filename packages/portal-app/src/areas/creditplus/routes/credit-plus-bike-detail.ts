// /credit-plus-bike-detail
import type { RouteMeta } from '../../../shell/meta';
import { rideLoader } from '../loaders';

export { Component as default } from '../RideDetailPage';

const CREDIT_PLUS = '/credit-plus-home';

export const handle: RouteMeta = { name: 'CreditPlusBikeDetail', title: '骑行详情', pageTitleEng: 'Ride', menuValue: CREDIT_PLUS, oldRouter: true };

export const loader = rideLoader;
export const clientLoader = rideLoader;
