// /new-enterprise-detail
import type { RouteMeta } from '../../../shell/meta';
import { archiveLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../EnterpriseDetailPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'NewEnterpriseDetail', title: '企业信用档案', oldRouter: true, newStyle: true };

export const loader = settled(archiveLoader);
export const clientLoader = archiveLoader;
