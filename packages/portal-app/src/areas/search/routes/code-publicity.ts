// /code-publicity
import type { RouteMeta } from '../../../shell/meta';
import { subjectSearchLoader, subjectSearch } from '../loaders';
import { settled } from '../../../shell/routeData';
import { verifiedSearchAction } from '../../../submission/verifiedSearch';

export { Component as default } from '../SubjectSearchPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'CodePublicity', title: '信用信息查询', pageTitleEng: 'Credit Information' };

const pageLoader = subjectSearchLoader(0);

export const loader = settled(pageLoader);
export const clientLoader = pageLoader;

// The search sent without the page's script: the 安全验证 and the search on the server.
export const action = verifiedSearchAction(subjectSearch(0));
