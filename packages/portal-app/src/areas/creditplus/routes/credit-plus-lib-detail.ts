// /credit-plus-lib-detail
import type { RouteMeta } from '../../../shell/meta';
import { readerLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../ReaderDetailPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const CREDIT_PLUS = '/credit-plus-home';

export const handle: RouteMeta = { name: 'CreditPlusLibDetail', title: '读者详情', pageTitleEng: 'Reader', menuValue: CREDIT_PLUS, oldRouter: true };

export const loader = settled(readerLoader);
export const clientLoader = readerLoader;
