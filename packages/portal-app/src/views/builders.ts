// Builders for the two generic views most routes use: the CMS article list and the record table.
import { lazyPage } from '../shell/lazyPage';
import type { PortalRoute, RouteMeta } from '../shell/meta';

const articleList = lazyPage(() => import('./ArticleListPage'));
const recordList = lazyPage(() => import('./RecordListPage'));

/** A route of the generic record table: its list operation, fixed filters and columns. */
export function recordRoute(path: string, title: string, pageTitleEng: string, records: RouteMeta['records'], extra: Partial<RouteMeta> = {}): PortalRoute {
  return { path, lazy: recordList, handle: { title, pageTitleEng, records, ...extra } };
}

/** A route of the generic list view: the CMS classification it lists, by name (spec §2). */
export function listRoute(path: string, title: string, pageTitleEng: string, extra: Partial<RouteMeta> = {}): PortalRoute {
  return { path, lazy: articleList, handle: { title, classification: title, pageTitleEng, menuValue: `/${path}`, ...extra } };
}

