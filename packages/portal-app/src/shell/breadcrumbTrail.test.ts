import { describe, expect, it } from 'vitest';
import { nextTrail, readTrail, writeTrail, type TrailEntry } from './breadcrumbTrail';

const entry = (title: string, route = `/${title}`, href = route): TrailEntry => ({ title, route, href });

describe('the breadcrumb trail (spec §4)', () => {
  it('resets to the route alone when the route does not keep a trail', () => {
    const trail = [entry('信用动态'), entry('详情')];
    expect(nextTrail(trail, entry('政策法规'), false)).toEqual([entry('政策法规')]);
  });

  it('appends a route that keeps a trail', () => {
    expect(nextTrail([entry('信用动态')], entry('详情', '/content-detail'), true)).toEqual([
      entry('信用动态'),
      entry('详情', '/content-detail'),
    ]);
  });

  it('cuts the trail back when a route already in it is revisited', () => {
    const trail = [entry('信用动态'), entry('详情', '/content-detail', '/content-detail?id=1'), entry('附件')];
    const back = entry('详情', '/content-detail', '/content-detail?id=2');
    expect(nextTrail(trail, back, true)).toEqual([entry('信用动态'), back]);
  });

  it('removes an older entry with the same title', () => {
    const trail = [entry('信用服务', '/credit-Service'), entry('信用查询', '/code-publicity')];
    const sameTitle = entry('信用服务', '/new-code-publicity');
    expect(nextTrail(trail, sameTitle, true)).toEqual([entry('信用查询', '/code-publicity'), sameTitle]);
  });

  it('survives a reload through session storage and ignores a damaged value', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    writeTrail([entry('信用动态')], storage);
    expect(readTrail(storage)).toEqual([entry('信用动态')]);
    store.set('credit-portal:breadcrumb-trail', '{not json');
    expect(readTrail(storage)).toEqual([]);
  });
});
