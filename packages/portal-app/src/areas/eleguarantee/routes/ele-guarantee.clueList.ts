// /ele-guarantee/clueList
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';
import { CLUE_RESULTS_COLUMN, CLUE_PAGES } from '../clues';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../../../views/ArticleListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const route = listRoute('ele-guarantee/clueList', '线索处理公示', 'Handled Guarantee Clues', {
        name: 'EleGuaranteeClueList',
        classification: CLUE_RESULTS_COLUMN,
        articleDetail: CLUE_PAGES.listDetail,
      });

export const handle: RouteMeta = route.handle;
export const loader = settled(route.loader);
export const clientLoader = route.loader;
