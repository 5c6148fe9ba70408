// /dishonest-person-detail
import type { RouteMeta } from '../../../shell/meta';
import { dishonestDebtorLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../DishonestPersonDetailPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'DishonestPersonDetail', title: '失信被执行人详情', oldRouter: true };

export const loader = settled(dishonestDebtorLoader);
export const clientLoader = dishonestDebtorLoader;
