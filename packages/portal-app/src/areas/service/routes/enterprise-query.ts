// /enterprise-query
import { SERVICE_HUB } from '../../../addresses';
import type { RouteMeta } from '../../../shell/meta';
import { enterpriseQueryLoader, enterpriseSearch } from '../loaders';
import { settled } from '../../../shell/routeData';
import { verifiedSearchAction } from '../../../submission/verifiedSearch';

export { Component as default } from '../EnterpriseQueryPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

/** Every page of the group lights the 信用服务 tab of the navigation (it leads to the hub). */
const SERVICE_TAB = SERVICE_HUB;

export const handle: RouteMeta = { name: 'EnterpriseQuery', title: '企业信用查询', pageTitleEng: 'Enterprise Query', menuValue: SERVICE_TAB, oldRouter: true, keepAlive: true };

export const loader = settled(enterpriseQueryLoader);
export const clientLoader = enterpriseQueryLoader;

// The query sent without the page's script: the 安全验证 and the query on the server.
export const action = verifiedSearchAction(enterpriseSearch);
