// /credit-plus-lib-main
import type { RouteMeta } from '../../../shell/meta';
import { readersLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../ReaderListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const CREDIT_PLUS = '/credit-plus-home';

export const handle: RouteMeta = { name: 'CreditPlusLibMain', title: '免押读者', pageTitle: '信用+图书馆 · 免押读者', pageTitleEng: 'Deposit-free Readers', menuValue: CREDIT_PLUS, oldRouter: true };

export const loader = settled(readersLoader);
export const clientLoader = readersLoader;
