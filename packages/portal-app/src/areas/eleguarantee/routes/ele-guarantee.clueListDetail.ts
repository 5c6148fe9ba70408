// /ele-guarantee/clueListDetail
import type { RouteMeta } from '../../../shell/meta';
import { articleLoader } from '../../../views/articleLoaders';
import { CLUE_PAGES } from '../clues';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../../../views/ContentDetailPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'EleGuaranteeClueListDetail', title: '公示详情', pageTitleEng: 'Handled Guarantee Clue', menuValue: CLUE_PAGES.list, oldRouter: true };

export const loader = settled(articleLoader);
export const clientLoader = articleLoader;
