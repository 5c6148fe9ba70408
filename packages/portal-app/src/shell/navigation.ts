import type { Advert, NavigationTab } from '@credit-portal/api-client';
import { PortalError, unwrap } from '@credit-portal/api-client';
import { site } from '../config/site';
import { readCachedTabs, writeCachedTabs } from './navigationCache';
import { portal } from '#portal';
import { siteData } from './siteData';

/**
 * A call every portal page makes, started as soon as the app's script runs: it then
 * travels alongside the page's own code instead of after it. The first caller takes the early
 * answer; later callers (another layout, an advert column mounted again) make the call afresh.
 */
function earlyCall<T>(load: () => Promise<T>): { start(known?: T): void; take(): Promise<T> } {
  let pending: Promise<T> | null = null;
  return {
    start(known) {
      pending ??= known === undefined ? load() : Promise.resolve(known);
    },
    take() {
      const answer = pending ?? load();
      pending = null;
      return answer;
    },
  };
}

// The navigation tab list is cached in session storage and reused (spec §4; navigationCache.ts).
export type NavigationState = { ok: true; tabs: NavigationTab[] } | { ok: false; message: string };

async function fetchNavigationTabs(): Promise<NavigationState> {
  // The session's cache is the browser's; the server's renderer keeps the menu briefly for every visitor (siteData).
  const cached = import.meta.env.SSR ? null : readCachedTabs();
  if (cached) return { ok: true, tabs: cached };
  try {
    const tabs = await siteData('navigation-tabs', () => unwrap(portal.api.GET('/cms/front/navigationbar/tree')));
    if (!import.meta.env.SSR) writeCachedTabs(tabs);
    return { ok: true, tabs };
  } catch (error) {
    // The page still renders without its menu; the reason is shown in its place.
    return { ok: false, message: error instanceof PortalError ? error.message : '系统错误' };
  }
}

export type SiteLinkGroup = { name: string; links: { id: string; name: string; url: string }[] };

/** The header's city and district credit-site links (spec §2, §3 member entries grouped by group name). */
async function fetchSiteLinks(): Promise<SiteLinkGroup[]> {
  try {
    const groups = await siteData('site-links', () => unwrap(portal.api.GET('/cms/front/notice/memberDropList')));
    return groups.map((group) => ({ name: group.name, links: group.children.map(({ id, name, url }) => ({ id, name, url })) }));
  } catch {
    // The header works without them.
    return [];
  }
}

/** Where an advert's picture is served (spec §3 pictureId). */
export const advertImageSrc = (pictureId: string): string => `${site.apiBase}/filestorage/file/readImage/${encodeURIComponent(pictureId)}`;

/** The adverts of the notice list (spec §3) that are shown and not hidden, or null when the call failed. */
export async function readAdverts(): Promise<Advert[] | null> {
  try {
    // The same list for every visitor: the server's renders keep it briefly too (siteData).
    const list = await siteData('adverts', () => unwrap(portal.api.GET('/cms/front/notice/list', { params: { query: { status: '1' } } })));
    return list.filter((advert) => advert.show && advert.status === '1');
  } catch {
    return null;
  }
}

/**
 * The adverts' pictures start loading with the list: they are often the first page's largest element
 * (its LCP), and would otherwise wait for the page's code to render them.
 */
function withPictures(adverts: Advert[]): Advert[] {
  for (const advert of adverts) new Image().src = advertImageSrc(advert.pictureId);
  return adverts;
}

/** The adverts; [] when the call fails (the page works without them). */
const fetchAdverts = async (): Promise<Advert[]> => withPictures((await readAdverts()) ?? []);

const navigationTabs = earlyCall(fetchNavigationTabs);
const siteLinks = earlyCall(fetchSiteLinks);
const adverts = earlyCall(fetchAdverts);

export const loadNavigationTabs = (): Promise<NavigationState> => navigationTabs.take();
export const loadSiteLinks = (): Promise<SiteLinkGroup[]> => siteLinks.take();
export const loadAdverts = (): Promise<Advert[]> => adverts.take();

/**
 * Starts the layouts' calls (menu, site links) and the adverts' list before the router has loaded the
 * page's code: called once by the entry point, which knows from the first route's handles whether it
 * renders in a portal layout and shows adverts, so the first paint no longer waits for them in a row.
 * `knownAdverts`: the list the server's page came with (the shell's loader), asked for no more.
 */
export function startShellCalls({ layout, adverts: withAdverts, knownAdverts }: { layout: boolean; adverts: boolean; knownAdverts?: Advert[] }): void {
  if (layout) {
    navigationTabs.start();
    siteLinks.start();
  }
  if (withAdverts) adverts.start(knownAdverts && withPictures(knownAdverts));
}
