import { describe, expect, it } from 'vitest';
import { createSiteDataCache } from './siteData';

/** A clock the test moves, and a load that counts its calls and answers what the test says. */
function setup(options: { freshMs?: number; staleMs?: number; maxEntries?: number } = {}) {
  let time = 1_000;
  const cache = createSiteDataCache({ freshMs: 30_000, staleMs: 300_000, ...options, now: () => time });
  const calls: string[] = [];
  const load = (key: string, answer: () => Promise<string>) => () => {
    calls.push(key);
    return answer();
  };
  return { cache, calls, load, advance: (ms: number) => (time += ms) };
}

describe('the renderer’s cache of the site’s public structure (menu, site links, classifications)', () => {
  it('asks the back end once while an answer is fresh', async () => {
    const { cache, calls, load, advance } = setup();
    expect(await cache.get('menu', load('menu', async () => '首页'))).toBe('首页');
    advance(29_999);
    expect(await cache.get('menu', load('menu', async () => '改了'))).toBe('首页');
    expect(calls).toEqual(['menu']);
  });

  it('answers a stale value at once and renews it with one call, then answers the new one', async () => {
    const { cache, calls, load, advance } = setup();
    await cache.get('menu', load('menu', async () => '旧菜单'));
    advance(30_000);
    let release!: (value: string) => void;
    const renewal = new Promise<string>((resolve) => (release = resolve));
    expect(await cache.get('menu', load('menu', () => renewal))).toBe('旧菜单');
    // A second render meanwhile neither waits nor asks again.
    expect(await cache.get('menu', load('menu', async () => '不该问'))).toBe('旧菜单');
    expect(calls).toEqual(['menu', 'menu']);
    release('新菜单');
    await renewal;
    await Promise.resolve();
    expect(await cache.get('menu', load('menu', async () => '不该问'))).toBe('新菜单');
    expect(calls).toEqual(['menu', 'menu']);
  });

  it('keeps the stale value when renewing fails, and asks again on the next render', async () => {
    const { cache, calls, load, advance } = setup();
    await cache.get('menu', load('menu', async () => '旧菜单'));
    advance(60_000);
    expect(await cache.get('menu', load('menu', () => Promise.reject(new Error('网络异常'))))).toBe('旧菜单');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('menu', load('menu', async () => '新菜单'))).toBe('旧菜单');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('menu', load('menu', async () => '不该问'))).toBe('新菜单');
    expect(calls).toEqual(['menu', 'menu', 'menu']);
  });

  it('waits for the back end once a value is older than its stale limit', async () => {
    const { cache, load, advance } = setup();
    await cache.get('menu', load('menu', async () => '旧菜单'));
    advance(300_000);
    expect(await cache.get('menu', load('menu', async () => '新菜单'))).toBe('新菜单');
  });

  it('never keeps a failure: the next render asks again', async () => {
    const { cache, calls, load } = setup();
    await expect(cache.get('menu', load('menu', () => Promise.reject(new Error('系统错误'))))).rejects.toThrow('系统错误');
    expect(await cache.get('menu', load('menu', async () => '首页'))).toBe('首页');
    expect(calls).toEqual(['menu', 'menu']);
  });

  it('shares one call between the renders that wait for the same answer', async () => {
    const { cache, calls, load } = setup();
    let release!: (value: string) => void;
    const answer = new Promise<string>((resolve) => (release = resolve));
    const first = cache.get('menu', load('menu', () => answer));
    const second = cache.get('menu', load('menu', async () => '不该问'));
    release('首页');
    expect(await Promise.all([first, second])).toEqual(['首页', '首页']);
    expect(calls).toEqual(['menu']);
  });

  it('keeps each key apart and holds at most maxEntries answers, the oldest dropped first', async () => {
    const { cache, calls, load } = setup({ maxEntries: 2 });
    await cache.get('classification:信用动态', load('信用动态', async () => '1'));
    await cache.get('classification:通知公告', load('通知公告', async () => '2'));
    await cache.get('classification:政策法规', load('政策法规', async () => '3'));
    expect(cache.size).toBe(2);
    expect(await cache.get('classification:通知公告', load('通知公告', async () => '不该问'))).toBe('2');
    expect(await cache.get('classification:信用动态', load('信用动态', async () => '1 again'))).toBe('1 again');
    expect(calls).toEqual(['信用动态', '通知公告', '政策法规', '信用动态']);
  });
});
