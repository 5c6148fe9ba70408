// Builders of route definitions: one page's route, and the two generic views most routes use (the CMS
// article list and the record table).
import { lazyPage } from '../shell/lazyPage';
import type { PortalRoute, RecordListConfig, RouteMeta } from '../shell/meta';
import { keptAlive } from '../shell/routeData';
import { articleListLoader, recordListLoader } from './genericLists';

/** A page module as a route's `lazy` loads it (its `Component`, or a named page mapped to `Component`). */
type PageModule = Awaited<ReturnType<Extract<NonNullable<PortalRoute['lazy']>, (...args: never[]) => unknown>>>;

/**
 * The route of one page: its address, the page module it loads lazily (through lazyPage, which reloads
 * once on a failed chunk), its metadata and, where the page reads data before it renders, its loader.
 */
export function pageRoute(path: string, page: () => Promise<PageModule>, handle: RouteMeta, loader?: PortalRoute['loader']): PortalRoute {
  const lazy = lazyPage(page);
  return loader ? { path, lazy, loader, handle } : { path, lazy, handle };
}

const articleList = lazyPage(() => import('./ArticleListPage'));
const recordList = lazyPage(() => import('./RecordListPage'));

/** A route of the generic record table: its list operation, fixed filters and columns. */
export function recordRoute(path: string, title: string, pageTitleEng: string, records: RecordListConfig, extra: Partial<RouteMeta> = {}): PortalRoute {
  const loader = recordListLoader(records);
  return { path, lazy: recordList, loader: extra.keepAlive ? keptAlive(loader) : loader, handle: { title, pageTitleEng, records, ...extra } };
}

/** A route of the generic list view: the CMS classification it lists, by name (spec §2). */
export function listRoute(path: string, title: string, pageTitleEng: string, extra: Partial<RouteMeta> = {}): PortalRoute {
  const handle: RouteMeta = { title, classification: title, pageTitleEng, menuValue: `/${path}`, ...extra };
  return { path, lazy: articleList, loader: articleListLoader(handle.classification ?? title), handle };
}

