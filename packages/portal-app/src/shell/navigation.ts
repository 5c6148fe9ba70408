import type { NavigationTab } from '@credit-portal/api-client';
import { PortalError, unwrap } from '@credit-portal/api-client';
import { portal } from './portal';

// The navigation tab list is cached in session storage and reused (spec §4).
const storageKey = 'credit-portal:navigation-tabs';

export type NavigationState = { ok: true; tabs: NavigationTab[] } | { ok: false; message: string };

export async function loadNavigationTabs(): Promise<NavigationState> {
  const cached = sessionStorage.getItem(storageKey);
  if (cached) {
    try {
      const tabs = JSON.parse(cached) as NavigationTab[];
      if (Array.isArray(tabs)) return { ok: true, tabs };
    } catch {
      sessionStorage.removeItem(storageKey);
    }
  }
  try {
    const tabs = await unwrap(portal.api.GET('/cms/front/navigationbar/tree'));
    sessionStorage.setItem(storageKey, JSON.stringify(tabs));
    return { ok: true, tabs };
  } catch (error) {
    // The page still renders without its menu; the reason is shown in its place.
    return { ok: false, message: error instanceof PortalError ? error.message : '系统错误' };
  }
}

/** The header's city and district credit-site links (spec §2, §3 member entries grouped by group name). */
export async function loadSiteLinks(): Promise<{ name: string; links: { id: string; name: string; url: string }[] }[]> {
  try {
    const groups = await unwrap(portal.api.GET('/cms/front/notice/memberDropList'));
    return groups.map((group) => ({ name: group.name, links: group.children.map(({ id, name, url }) => ({ id, name, url })) }));
  } catch {
    // The header works without them.
    return [];
  }
}
