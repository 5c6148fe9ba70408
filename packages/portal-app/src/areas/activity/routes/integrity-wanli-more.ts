// /integrity-wanli-more
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';

export { Component as default } from '../../../views/ArticleListPage';

const route = listRoute('integrity-wanli-more', '活动动态', 'Campaign News', {
    name: 'IntegrityWanliMore',
    classification: '诚信建设万里行',
    menuValue: '/integrity-wanli',
    oldRouter: true,
  });

export const handle: RouteMeta = route.handle;
export const loader = route.loader;
export const clientLoader = route.loader;
