// /ecology-introduction
import type { RouteMeta } from '../../../shell/meta';
import { singlePageLoader } from '../../../views/genericLists';
import { ECOLOGY_COLUMNS } from '../ecology';

export { Component as default } from '../../../views/SinglePage';

export const handle: RouteMeta = { name: 'EcologyIntroduction', title: '专栏简介', classification: ECOLOGY_COLUMNS.introduction, pageTitleEng: 'About the Column', menuValue: '/ecology-introduction' };

const pageLoader = singlePageLoader(ECOLOGY_COLUMNS.introduction);

export const loader = pageLoader;
export const clientLoader = pageLoader;
