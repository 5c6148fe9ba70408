import { site } from '../config/site';
import type { RouteMeta } from './meta';

type TitledMeta = Pick<RouteMeta, 'title' | 'pageTitle'> | undefined;

/** The page's own title, or undefined for the home page (which is the portal itself) and untitled pages. */
const ownTitle = (meta: TitledMeta, pathname: string): string | undefined =>
  pathname === '/' || pathname === '/home' ? undefined : meta?.pageTitle || meta?.title || undefined;

/**
 * The document's title (spec §9: the portal's name): the home page has the portal's name alone, every
 * other page its own title before it, so that tabs, bookmarks and search results tell pages apart.
 */
export function documentTitle(meta: TitledMeta, pathname: string): string {
  const own = ownTitle(meta, pathname);
  return own ? `${own} - ${site.portalName}` : site.portalName;
}

/** What the portal offers (the home page's description, and every page's after its own title). */
export const PORTAL_OFFERS = '企业和个人信用信息查询、信用报告下载、双公示、红黑名单、信用承诺与信用修复。';

/** The page's description for search engines: its title and the portal, then what the portal offers. */
export function documentDescription(meta: TitledMeta, pathname: string): string {
  return `${documentTitle(meta, pathname)}：${PORTAL_OFFERS}`;
}
