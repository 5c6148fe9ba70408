import type { RouteObject } from 'react-router';

/** The spec's route metadata (spec §2 "Route metadata"), carried in each route's `handle`. */
export interface RouteMeta {
  /** Route name of the original product, e.g. `NewCodePublicity`; some layouts switch on it. */
  name?: string;
  /** Breadcrumb and menu title. */
  title: string;
  /** The navigation tab this page belongs to. */
  menuValue?: string;
  /** Title and English title of the content layout's header. */
  pageTitle?: string;
  pageTitleEng?: string;
  /** Keeps a breadcrumb trail (spec §4) instead of resetting it. */
  oldRouter?: boolean;
  /** Hides the 当前位置 bar. */
  hideBread?: boolean;
  /** Keeps state and scroll when revisited. */
  keepAlive?: boolean;
  /** Sends anonymous visitors to the single sign-on (spec §6). */
  requiresAuth?: boolean;
  /** Appends to the breadcrumb trail rather than replacing its last entry. */
  extendBreadcrumb?: boolean;
  /** For the generic list view: the CMS classification (by name) the route lists. */
  classification?: string;
  /** For the generic list view: the detail route its articles link to (default /content-detail). */
  articleDetail?: string;
  /** For the generic record table: the list operation and the columns it shows. */
  records?: RecordListConfig;
}

/** A public list of records shown as a table (red and black lists, abnormal directory …). */
export interface RecordListConfig {
  /** A documented GET operation under the back-end base that answers a page. */
  path: string;
  /** Fixed query parameters, e.g. `{ listType: 1 }`. */
  query?: Record<string, string | number>;
  columns: { key: string; title: string }[];
  /** What the keyword matches, shown in the search field's placeholder. */
  keywordHint: string;
  /** A row's detail page, e.g. `/dishonest-person-detail?id=…`; its `linkColumn` cell links there. */
  detailHref?: (row: Record<string, string | number | null>) => string;
  /** The column whose cell links to the row's detail (with `detailHref`); default the first column. */
  linkColumn?: string;
}

export type PortalRoute = Omit<RouteObject, 'handle' | 'children' | 'index'> & {
  index?: boolean;
  handle?: RouteMeta;
  children?: PortalRoute[];
};
