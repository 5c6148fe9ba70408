// /ecology-introduction
import type { RouteMeta } from '../../../shell/meta';
import { singlePageLoader } from '../../../views/articleLoaders';
import { ECOLOGY_COLUMNS } from '../ecology';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../../../views/SinglePage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'EcologyIntroduction', title: '专栏简介', classification: ECOLOGY_COLUMNS.introduction, pageTitleEng: 'About the Column', menuValue: '/ecology-introduction' };

const pageLoader = singlePageLoader(ECOLOGY_COLUMNS.introduction);

export const loader = settled(pageLoader);
export const clientLoader = pageLoader;
