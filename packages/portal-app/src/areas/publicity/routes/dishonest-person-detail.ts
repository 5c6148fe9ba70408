// /dishonest-person-detail
import type { RouteMeta } from '../../../shell/meta';
import { dishonestDebtorLoader } from '../loaders';

export { Component as default } from '../DishonestPersonDetailPage';

export const handle: RouteMeta = { name: 'DishonestPersonDetail', title: '失信被执行人详情', oldRouter: true };

export const loader = dishonestDebtorLoader;
export const clientLoader = dishonestDebtorLoader;
