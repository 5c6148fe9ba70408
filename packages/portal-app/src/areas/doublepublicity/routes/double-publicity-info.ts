// /double-publicity-info
import type { RouteMeta } from '../../../shell/meta';
import { doublePublicityInfoLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../InfoPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

// Every double-publicity page lights the 双公示 tab of the navigation (it leads to the catalogue).
const DOUBLE_PUBLICITY_TAB = '/double-publicity-catalog';

export const handle: RouteMeta = { name: 'DoublePublicityInfo', title: '双公示信息', pageTitleEng: 'Permits and Penalties', oldRouter: true, menuValue: DOUBLE_PUBLICITY_TAB };

export const loader = settled(doublePublicityInfoLoader);
export const clientLoader = doublePublicityInfoLoader;
