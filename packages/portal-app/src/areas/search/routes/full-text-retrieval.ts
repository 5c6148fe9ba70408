// /full-text-retrieval
import type { RouteMeta } from '../../../shell/meta';
import { fullTextSearchLoader, fullTextSearch } from '../loaders';
import { settled } from '../../../shell/routeData';
import { verifiedSearchAction } from '../../../submission/verifiedSearch';

export { Component as default } from '../FullTextSearchPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'FullTextRetrieval', title: '全文检索', pageTitleEng: 'Full-text Retrieval' };

export const loader = settled(fullTextSearchLoader);
export const clientLoader = fullTextSearchLoader;

// The search sent without the page's script: the 安全验证 and the search on the server.
export const action = verifiedSearchAction(fullTextSearch);
