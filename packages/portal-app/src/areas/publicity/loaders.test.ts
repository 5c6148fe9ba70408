import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loaderArgs as args } from '../../testing/loaders';
import { cityRankingLoader, memberUnitsLoader, shouldMemberUnitsRevalidate } from './loaders';

// The publicity loaders against a fake back end: what each path answers, and the paths that answer an error code.
const RANKING = '/cmpinternetportalfront/portalcreditranking/list';
const ranking = { scope: 'province', period: '2026-10', periods: ['2026-10', '2026-09'], records: [] };
const answers: Record<string, unknown> = {
  [RANKING]: ranking,
  '/cmpinternetportalfront/memberunit/list': [
    { id: '2', name: '市财政局', sort: 2 },
    { id: '1', name: '市发改委', sort: 1 },
  ],
};
const codes: Record<string, number> = {};
const GET = vi.fn((path: string, _init?: { params?: { query?: unknown } }) =>
  Promise.resolve({
    data: codes[path] ? { code: codes[path], msg: codes[path] === 4040 ? '资源不存在' : '服务异常', data: null } : { code: 200, msg: 'ok', data: answers[path] },
    response: new Response(null, { status: 200 }),
  }),
);
vi.mock('#portal', () => ({ portal: { api: { GET: (path: string, init?: { params?: { query?: unknown } }) => GET(path, init) } } }));

const thrown = async (run: () => Promise<unknown>) => run().then(() => undefined, (error: unknown) => error);
const revalidation = (from: string, to: string) =>
  ({ currentUrl: new URL(`http://portal.test${from}`), nextUrl: new URL(`http://portal.test${to}`), defaultShouldRevalidate: true }) as ShouldRevalidateFunctionArgs;

beforeEach(() => {
  GET.mockClear();
  for (const path of Object.keys(codes)) delete codes[path];
});

describe('the member-unit loader', () => {
  it('reads the units in their order, once for every page of them', async () => {
    expect((await memberUnitsLoader(args('/member-unit'))).map((unit) => unit.id)).toEqual(['1', '2']);
    expect(shouldMemberUnitsRevalidate(revalidation('/member-unit', '/member-unit?pageNo=2'))).toBe(false);
    expect(shouldMemberUnitsRevalidate(revalidation('/member-unit?pageNo=2', '/member-unit?pageNo=2'))).toBe(true);
  });
});

describe('the city-ranking loader', () => {
  it('reads the scope and month of the address, leaving a malformed month out', async () => {
    expect(await cityRankingLoader(args('/city-rank?scope=district&period=2026-09'))).toEqual({ scope: 'district', period: '2026-09', ranking, unpublished: null });
    await cityRankingLoader(args('/city-rank?scope=other&period=2026-13'));
    expect(GET.mock.calls.map(([, init]) => init?.params?.query)).toEqual([{ scope: 'district', period: '2026-09' }, { scope: 'province' }]);
  });

  it('gives the page the catalogue’s message for a month that was never published; other failures stay the route’s', async () => {
    codes[RANKING] = 4040;
    expect(await cityRankingLoader(args('/city-rank?period=2001-01'))).toEqual({ scope: 'province', period: '2001-01', ranking: null, unpublished: '请求的资源不存在' });
    expect(await thrown(() => cityRankingLoader(args('/city-rank')))).toMatchObject({ kind: 'notFound' });
    codes[RANKING] = 5000;
    expect(await thrown(() => cityRankingLoader(args('/city-rank?period=2026-09')))).toMatchObject({ kind: 'server' });
  });
});
