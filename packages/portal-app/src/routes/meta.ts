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
}

export type PortalRoute = Omit<RouteObject, 'handle' | 'children' | 'index'> & {
  index?: boolean;
  handle?: RouteMeta;
  children?: PortalRoute[];
};
