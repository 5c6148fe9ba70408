import { site } from '../config/site';
import type { RouteMeta } from './meta';

type TitledMeta = Pick<RouteMeta, 'title' | 'pageTitle' | 'portalTitle'> | undefined;

/** The page's own title, or undefined for a page that is the portal itself (the home page) and untitled pages. */
const ownTitle = (meta: TitledMeta): string | undefined => (meta?.portalTitle ? undefined : meta?.pageTitle || meta?.title || undefined);

/**
 * The document's title (spec §9: the portal's name): the home page has the portal's name alone, every
 * other page its own title before it, so that tabs, bookmarks and search results tell pages apart.
 */
export function documentTitle(meta: TitledMeta): string {
  const own = ownTitle(meta);
  return own ? `${own} - ${site.portalName}` : site.portalName;
}

/** What the portal offers (the home page's description, and every page's after its own title). */
export const PORTAL_OFFERS = '企业和个人信用信息查询、信用报告下载、双公示、红黑名单、信用承诺与信用修复。';

/** The page's description for search engines: its title and the portal, then what the portal offers. */
export function documentDescription(meta: TitledMeta): string {
  return `${documentTitle(meta)}：${PORTAL_OFFERS}`;
}
