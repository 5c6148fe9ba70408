// /credit-plus-bike-main
import type { RouteMeta } from '../../../shell/meta';
import { ridesLoader } from '../loaders';

export { Component as default } from '../RideListPage';

const CREDIT_PLUS = '/credit-plus-home';

export const handle: RouteMeta = { name: 'CreditPlusBikeMain', title: '骑行记录', pageTitle: '信用+共享单车 · 骑行记录', pageTitleEng: 'Deposit-free Rides', menuValue: CREDIT_PLUS, oldRouter: true };

export const loader = ridesLoader;
export const clientLoader = ridesLoader;
