import { describe, expect, it } from 'vitest';
import type { NavigationTab } from '@credit-portal/api-client';
import { clearNavigationCache, NAVIGATION_CACHE_MAX_AGE_MS, readCachedTabs, writeCachedTabs } from './navigationCache';
import { memoryStorage } from '../testing/storage';

const tabs = [
  { id: '1', name: '首页', type: 0, href: '/home' },
  { id: '2', name: '信用中国', type: 1, href: 'https://www.creditchina.gov.cn/' },
] as unknown as NavigationTab[];

describe('the cached navigation tab list (spec §4)', () => {
  it('is reused within the session while it is young', () => {
    const storage = memoryStorage();
    writeCachedTabs(tabs, storage, 1_000);
    expect(readCachedTabs(storage, 1_000 + NAVIGATION_CACHE_MAX_AGE_MS - 1)).toEqual(tabs);
  });

  it('is asked for again once it is older than its lifetime, and the old entry is dropped', () => {
    const storage = memoryStorage();
    writeCachedTabs(tabs, storage, 1_000);
    expect(readCachedTabs(storage, 1_000 + NAVIGATION_CACHE_MAX_AGE_MS)).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('ignores an entry saved in the future (a changed clock)', () => {
    const storage = memoryStorage();
    writeCachedTabs(tabs, storage, 10_000);
    expect(readCachedTabs(storage, 5_000)).toBeNull();
  });

  it('ignores the bare list an older version of the portal cached, and broken entries', () => {
    const storage = memoryStorage();
    storage.setItem('credit-portal:navigation-tabs', JSON.stringify(tabs));
    expect(readCachedTabs(storage)).toBeNull();
    expect(storage.length).toBe(0);
    storage.setItem('credit-portal:navigation-tabs', '{not json');
    expect(readCachedTabs(storage)).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('is forgotten on login and logout', () => {
    const storage = memoryStorage();
    writeCachedTabs(tabs, storage, 1_000);
    clearNavigationCache(storage);
    expect(readCachedTabs(storage, 1_000)).toBeNull();
  });
});
