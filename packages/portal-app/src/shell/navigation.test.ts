import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The calls the shell starts before the first render: each path answered by a fake API.
const answers: Record<string, unknown> = {
  '/cms/front/navigationbar/tree': [{ id: '1', name: '首页', type: 0, href: '/home' }],
  '/cms/front/notice/memberDropList': [{ name: '市级信用网站', children: [{ id: 'm1', name: '信用福州', url: 'https://example.org', extra: 1 }] }],
  '/cms/front/notice/list': [
    { id: 'a1', pictureId: 'advert-1', position: '0', url: '', status: '1', show: true, title: '左侧广告' },
    { id: 'a2', pictureId: 'advert-2', position: '1', url: '', status: '1', show: false, title: '隐藏的广告' },
  ],
};
const GET = vi.fn((path: string) =>
  Promise.resolve({ data: { code: 200, msg: 'ok', data: answers[path] }, response: new Response(null, { status: 200 }) }),
);
vi.mock('#portal', () => ({ portal: { api: { GET: (path: string) => GET(path) } } }));
vi.mock('./Adverts', () => ({ default: () => null }));

const pictures: string[] = [];
beforeEach(() => {
  vi.resetModules();
  GET.mockClear();
  pictures.length = 0;
  const storage = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
  vi.stubGlobal(
    'Image',
    class {
      set src(value: string) {
        pictures.push(value);
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const calledPaths = () => GET.mock.calls.map(([path]) => path).sort();

describe('the calls started before the first render', () => {
  it('are made once, and the layout and the adverts then take their answers instead of calling again', async () => {
    const navigation = await import('./navigation');
    navigation.startShellCalls({ layout: true, adverts: true });
    expect(calledPaths()).toEqual(['/cms/front/navigationbar/tree', '/cms/front/notice/list', '/cms/front/notice/memberDropList']);

    await expect(navigation.loadNavigationTabs()).resolves.toEqual({ ok: true, tabs: answers['/cms/front/navigationbar/tree'] });
    await expect(navigation.loadSiteLinks()).resolves.toEqual([{ name: '市级信用网站', links: [{ id: 'm1', name: '信用福州', url: 'https://example.org' }] }]);
    const adverts = await navigation.loadAdverts();
    expect(adverts.map((advert) => advert.id)).toEqual(['a1']);
    expect(GET).toHaveBeenCalledTimes(3);
  });

  it('start loading the pictures of the shown adverts with their list', async () => {
    const navigation = await import('./navigation');
    navigation.startShellCalls({ layout: true, adverts: true });
    await navigation.loadAdverts();
    expect(pictures).toEqual([navigation.advertImageSrc('advert-1')]);
  });

  it("ask nothing for the adverts the server's page came with, whose pictures start loading at once", async () => {
    const navigation = await import('./navigation');
    const known = [{ id: 's1', pictureId: 'server-advert', position: '1', url: '', status: '1', show: true, title: '服务端广告' }];
    navigation.startShellCalls({ layout: false, adverts: true, knownAdverts: known as never });
    expect(calledPaths()).toEqual([]);
    expect(pictures).toEqual([navigation.advertImageSrc('server-advert')]);
    await expect(navigation.loadAdverts()).resolves.toEqual(known);
    expect(GET).not.toHaveBeenCalled();
  });

  it('are made afresh by a later caller, as the early answer is taken once', async () => {
    const navigation = await import('./navigation');
    navigation.startShellCalls({ layout: true, adverts: true });
    await navigation.loadAdverts();
    await navigation.loadAdverts();
    expect(GET.mock.calls.filter(([path]) => path === '/cms/front/notice/list')).toHaveLength(2);
  });

  it('leave out the menu outside the layouts and the adverts where the route says so', async () => {
    const navigation = await import('./navigation');
    navigation.startShellCalls({ layout: false, adverts: false });
    expect(calledPaths()).toEqual([]);
    navigation.startShellCalls({ layout: false, adverts: true });
    expect(calledPaths()).toEqual(['/cms/front/notice/list']);
    GET.mockClear();
    navigation.startShellCalls({ layout: true, adverts: false });
    expect(calledPaths()).toEqual(['/cms/front/navigationbar/tree', '/cms/front/notice/memberDropList']);
  });
});
