// /integrity-wanli
import type { RouteMeta } from '../../../shell/meta';
import { integrityWanliLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../IntegrityWanliPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'IntegrityWanli', title: '诚信建设万里行', pageTitleEng: 'Integrity Campaign', menuValue: '/integrity-wanli' };

export const loader = settled(integrityWanliLoader);
export const clientLoader = integrityWanliLoader;
