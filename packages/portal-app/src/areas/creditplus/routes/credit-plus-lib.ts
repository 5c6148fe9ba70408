// /credit-plus-lib
import type { RouteMeta } from '../../../shell/meta';
import { libraryIntroLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../LibraryIntroPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const CREDIT_PLUS = '/credit-plus-home';

export const handle: RouteMeta = { name: 'CreditPlusLib', title: '信用+图书馆', pageTitleEng: 'Credit Plus Library', menuValue: CREDIT_PLUS };

export const loader = settled(libraryIntroLoader);
export const clientLoader = libraryIntroLoader;
