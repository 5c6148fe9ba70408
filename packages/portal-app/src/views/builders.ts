// The route modules of the two generic views most routes use (the CMS article list and the record
// table): their handle and loader from a few settings.
import type { RecordListConfig, RouteMeta } from '../shell/meta';
import { keptAlive } from '../shell/routeData';
import { articleListLoader, recordListLoader } from './genericLists';

/** The handle and loader of a route of the generic record table: its list operation, fixed filters and columns. */
export function recordRoute(_path: string, title: string, pageTitleEng: string, records: RecordListConfig, extra: Partial<RouteMeta> = {}) {
  const loader = recordListLoader(records);
  const handle: RouteMeta = { title, pageTitleEng, records, ...extra };
  return { handle, loader: extra.keepAlive ? keptAlive(loader) : loader };
}

/** The handle and loader of a route of the generic list view: the CMS classification it lists, by name. */
export function listRoute(path: string, title: string, pageTitleEng: string, extra: Partial<RouteMeta> = {}) {
  const handle: RouteMeta = { title, classification: title, pageTitleEng, menuValue: `/${path}`, ...extra };
  return { handle, loader: articleListLoader(handle.classification ?? title) };
}
