// /clues-list-detail
import type { RouteMeta } from '../../../shell/meta';
import { articleLoader } from '../../../views/genericLists';

export { Component as default } from '../../../views/ContentDetailPage';

export const handle: RouteMeta = { name: 'CluesListDetail', title: '公示详情', pageTitleEng: 'Handled Clue', menuValue: '/safe-clues-list', oldRouter: true };

export const loader = articleLoader;
export const clientLoader = articleLoader;
