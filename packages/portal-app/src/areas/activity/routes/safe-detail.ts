// /safe-detail
import type { RouteMeta } from '../../../shell/meta';
import { safetyEntryLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../SafetyDetailPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'SafeDetail', title: '名单详情', pageTitleEng: 'List Entry', oldRouter: true };

export const loader = settled(safetyEntryLoader);
export const clientLoader = safetyEntryLoader;
