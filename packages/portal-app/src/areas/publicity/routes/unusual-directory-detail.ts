// /unusual-directory-detail
import type { RouteMeta } from '../../../shell/meta';
import { abnormalEntryLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../AbnormalDetailPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'UnusualDirectoryDetail', title: '名录详情', pageTitleEng: 'Directory Entry', oldRouter: true };

export const loader = settled(abnormalEntryLoader);
export const clientLoader = abnormalEntryLoader;
