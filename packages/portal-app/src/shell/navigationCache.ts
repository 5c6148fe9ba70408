import type { NavigationTab } from '@credit-portal/api-client';

// The navigation tab list is cached in session storage and reused (spec §4). An entry carries the
// format's version and when it was saved, so a deploy that changes the format, an old entry (the CMS
// may have changed the menu since) or a login or logout (clearNavigationCache) makes the next load ask again.
const storageKey = 'credit-portal:navigation-tabs';
export const NAVIGATION_CACHE_VERSION = 2;
/** How long a cached menu is reused: 30 minutes. */
export const NAVIGATION_CACHE_MAX_AGE_MS = 30 * 60 * 1000;

interface CachedTabs {
  version: number;
  savedAt: number;
  tabs: NavigationTab[];
}

/** The cached tabs when they are of this version and young enough; a stale or broken entry is removed. */
export function readCachedTabs(storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage, now = Date.now()): NavigationTab[] | null {
  const raw = storage.getItem(storageKey);
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as Partial<CachedTabs> | null;
    const age = now - Number(entry?.savedAt);
    if (entry?.version === NAVIGATION_CACHE_VERSION && Array.isArray(entry.tabs) && age >= 0 && age < NAVIGATION_CACHE_MAX_AGE_MS) return entry.tabs;
  } catch {
    // Not JSON: dropped below.
  }
  storage.removeItem(storageKey);
  return null;
}

export function writeCachedTabs(tabs: NavigationTab[], storage: Pick<Storage, 'setItem'> = sessionStorage, now = Date.now()): void {
  try {
    storage.setItem(storageKey, JSON.stringify({ version: NAVIGATION_CACHE_VERSION, savedAt: now, tabs } satisfies CachedTabs));
  } catch {
    // A full or unavailable storage only costs the next load a request.
  }
}

/** On login and logout: the menu may differ for the new visitor. */
export function clearNavigationCache(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(storageKey);
}
