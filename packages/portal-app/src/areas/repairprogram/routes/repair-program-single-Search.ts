// /repair-program-single-Search
import type { RouteMeta } from '../../../shell/meta';
import { searchLoader } from '../loaders';

export { Component as default } from '../ProgramSearchPage';
// A failure of the page's data shows in the page's place (an ended session went to the login from the loader).
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'RepairProgramSingleSearch', title: '单条查询撤销', adverts: false, hideBread: true, backOffice: true };

// The operator's data, read with the operator's token on the server (the renderer passes the program's
// cookie) and in the browser on navigation: the same function.
export const loader = searchLoader;
export const clientLoader = searchLoader;
