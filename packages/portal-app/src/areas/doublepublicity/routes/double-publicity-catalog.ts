// /double-publicity-catalog
import type { RouteMeta } from '../../../shell/meta';
import { doublePublicityCatalogLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../CatalogPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

// Every double-publicity page lights the 双公示 tab of the navigation (it leads to the catalogue).
const DOUBLE_PUBLICITY_TAB = '/double-publicity-catalog';

export const handle: RouteMeta = { name: 'DoublePublicityCatalog', title: '双公示目录', pageTitleEng: 'Double Publicity Catalogue', menuValue: DOUBLE_PUBLICITY_TAB };

export const loader = settled(doublePublicityCatalogLoader);
export const clientLoader = doublePublicityCatalogLoader;
