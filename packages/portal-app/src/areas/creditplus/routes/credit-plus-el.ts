// /credit-plus-el
import type { RouteMeta } from '../../../shell/meta';
import { linkageIntroLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../LinkageIntroPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const CREDIT_PLUS = '/credit-plus-home';

export const handle: RouteMeta = { name: 'CreditPlusEl', title: '信用+联动监管', pageTitleEng: 'Linkage Supervision', menuValue: CREDIT_PLUS };

export const loader = settled(linkageIntroLoader);
export const clientLoader = linkageIntroLoader;
