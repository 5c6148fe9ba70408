import { site } from '../config/site';
import type { RouteMeta } from './meta';

/**
 * The document's title (spec §9: the portal's name): the home page has the portal's name alone, every
 * other page its own title before it, so that tabs, bookmarks and search results tell pages apart.
 */
export function documentTitle(meta: Pick<RouteMeta, 'title' | 'pageTitle'> | undefined, pathname: string): string {
  const own = meta?.pageTitle ?? meta?.title;
  if (!own || pathname === '/' || pathname === '/home') return site.portalName;
  return `${own} - ${site.portalName}`;
}
