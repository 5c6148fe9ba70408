// /code-publicity-resource
import type { RouteMeta } from '../../../shell/meta';
import { subjectSearchLoader, subjectSearch } from '../loaders';
import { settled } from '../../../shell/routeData';
import { verifiedSearchAction } from '../../../submission/verifiedSearch';

export { Component as default } from '../SubjectSearchPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'CodePublicityResource', title: '统一社会信用代码查询', pageTitleEng: 'Unified Social Credit Code' };

const pageLoader = subjectSearchLoader(1);

export const loader = settled(pageLoader);
export const clientLoader = pageLoader;

// The search sent without the page's script: the 安全验证 and the search on the server.
export const action = verifiedSearchAction(subjectSearch(1));
