import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loaderArgs as args } from '../../testing/loaders';
import {
  catalogResourceLoader,
  contractPerformanceLoader,
  creditCatalogListLoader,
  creditCatalogLoader,
  shouldCreditCatalogRevalidate,
  subjectGroupLoader,
  subjectLoader,
} from './loaders';

// The catalogue loaders against a fake back end: what each path answers, and the paths that answer an error code.
const page = (records: unknown[]) => ({ records, total: records.length, current: 1, size: 15 });
const catalog = { id: '7', name: '法人基础信息', organ: '市市场监管局', count: 12, time: '2026-01-01' };
const answers: Record<string, unknown> = {
  '/cmpinternetportalfront/creditcatalogportal/getCatalogListByOrgan': [{ organ: '市市场监管局', count: 1, catalogs: [catalog] }],
  '/cmpinternetportalfront/creditcatalogportal/getCatalogListByType': [{ type: '基础信息', count: 1, catalogs: [catalog] }],
  '/cmpinternetportalfront/creditcatalogportal/detail': { ...catalog, resources: [] },
  '/cmpinternetportalfront/creditcatalogportal/resourceListByCatalog': page([{ id: 'r1' }]),
  '/cmpinternetportalfront/creditcatalogportal/page': page([catalog]),
  '/cmpinternetportalfront/creditcatalogportal/queryDetail': { id: 'r1', items: [] },
  '/cmpinternetportalfront/subjectrelation/typePage': page([{ id: 't1', name: '律师' }]),
  '/cmpinternetportalfront/subjectrelation/getDivisionList': [{ code: '350302', name: '东城区' }],
  '/cmpinternetportalfront/subjectrelation/page': page([{ id: 's1' }]),
  '/cmpinternetportalfront/subjectrelation/dishonestPage': page([{ id: 's2' }]),
  '/cmpinternetportalfront/subjectrelation/highLevelPage': page([{ id: 's3' }]),
  '/cmpinternetportalfront/subjectrelation/getById/{id}': { id: '342', name: '张三' },
  '/cmpinternetportalfront/contractperformaceportal/page': page([{ id: 'c1' }]),
};
const codes: Record<string, number> = {};
const answer = (path: string) =>
  Promise.resolve({
    data: codes[path] ? { code: codes[path], msg: '资源不存在', data: null } : { code: 200, msg: 'ok', data: answers[path] },
    response: new Response(null, { status: 200 }),
  });
type Init = { params?: { query?: unknown; path?: unknown }; body?: unknown };
const GET = vi.fn((path: string, _init?: Init) => answer(path));
const POST = vi.fn((path: string, _init?: Init) => answer(path));
vi.mock('#portal', () => ({
  portal: { api: { GET: (path: string, init?: Init) => GET(path, init), POST: (path: string, init?: Init) => POST(path, init) } },
}));

const queryOf = (path: string) => GET.mock.calls.find(([called]) => called === path)?.[1]?.params?.query;
const paths = () => GET.mock.calls.map(([path]) => path);
const thrown = async (run: () => Promise<unknown>) => run().then(() => undefined, (error: unknown) => error);
const revalidation = (from: string, to: string) =>
  ({ currentUrl: new URL(`http://portal.test${from}`), nextUrl: new URL(`http://portal.test${to}`), defaultShouldRevalidate: true }) as ShouldRevalidateFunctionArgs;

beforeEach(() => {
  GET.mockClear();
  POST.mockClear();
  for (const path of Object.keys(codes)) delete codes[path];
});

describe('the credit catalogue loaders', () => {
  it('group the catalogues by type, or by organ when the address says so', async () => {
    expect(await creditCatalogLoader(args('/credit-catalog?group=%E8%A1%8C%E6%94%BF%E8%AE%B8%E5%8F%AF'))).toEqual({
      view: 'type',
      groups: [{ name: '基础信息', count: 1, catalogs: [catalog] }],
    });
    expect(await creditCatalogLoader(args('/credit-catalog?view=organ'))).toEqual({
      view: 'organ',
      groups: [{ name: '市市场监管局', count: 1, catalogs: [catalog] }],
    });
  });

  it('load again for another view or a retry, not for another group of the same view', () => {
    expect(shouldCreditCatalogRevalidate(revalidation('/credit-catalog', '/credit-catalog?group=a'))).toBe(false);
    expect(shouldCreditCatalogRevalidate(revalidation('/credit-catalog?view=organ&group=a', '/credit-catalog?view=organ&group=b'))).toBe(false);
    expect(shouldCreditCatalogRevalidate(revalidation('/credit-catalog?group=a', '/credit-catalog?view=organ'))).toBe(true);
    expect(shouldCreditCatalogRevalidate(revalidation('/credit-catalog?group=a', '/credit-catalog?group=a'))).toBe(true);
  });

  it('read one catalogue and the page of its resources the address asks for', async () => {
    const data = await creditCatalogListLoader(args('/credit-catalog-list?catalogId=7&pageNo=2&keyword=%E4%BC%81%E4%B8%9A'));
    expect(queryOf('/cmpinternetportalfront/creditcatalogportal/detail')).toEqual({ id: '7' });
    expect(queryOf('/cmpinternetportalfront/creditcatalogportal/resourceListByCatalog')).toEqual({ catalogId: '7', pageNo: 2, pageSize: 15, keyword: '企业' });
    expect(data.catalogId).toBe('7');
    expect(paths()).not.toContain('/cmpinternetportalfront/creditcatalogportal/page');
  });

  it('answer 404 for a catalogue the back end does not know', async () => {
    codes['/cmpinternetportalfront/creditcatalogportal/detail'] = 4040;
    const missing = await thrown(() => creditCatalogListLoader(args('/credit-catalog-list?catalogId=999')));
    expect(missing instanceof Response && missing.status).toBe(404);
  });

  it('without a catalogue, filter every catalogue by the address, leaving an unknown type out, with the organs for the choice', async () => {
    const data = await creditCatalogListLoader(args('/credit-catalog-list?type=%E8%A1%8C%E6%94%BF%E5%A4%84%E7%BD%9A&organ=%E5%B8%82%E5%B8%82%E5%9C%BA%E7%9B%91%E7%AE%A1%E5%B1%80'));
    expect(queryOf('/cmpinternetportalfront/creditcatalogportal/page')).toEqual({ pageNo: 1, pageSize: 15, type: '行政处罚', organ: '市市场监管局' });
    expect(data.catalogId === null && data.organs).toEqual(['市市场监管局']);
    GET.mockClear();
    await creditCatalogListLoader(args('/credit-catalog-list?type=other'));
    expect(queryOf('/cmpinternetportalfront/creditcatalogportal/page')).toEqual({ pageNo: 1, pageSize: 15 });
  });

  it('answer 404 for a resource without an id (asking nothing) and for an unknown one', async () => {
    const missing = await thrown(() => catalogResourceLoader(args('/credit-catalog-detail')));
    expect(missing instanceof Response && missing.status).toBe(404);
    expect(GET).not.toHaveBeenCalled();
    codes['/cmpinternetportalfront/creditcatalogportal/queryDetail'] = 4040;
    const unknown = await thrown(() => catalogResourceLoader(args('/credit-catalog-detail?id=999999')));
    expect(unknown instanceof Response && unknown.status).toBe(404);
  });
});

describe('the subject-group loaders', () => {
  it('list each group with its own operation and the address’s filters', async () => {
    const data = await subjectGroupLoader('FocusGroupOfPeople')(args('/focus_group_of_people?typeId=t1&divisionCode=350302&keyword=%E5%BC%A0&pageNo=3'));
    expect(queryOf('/cmpinternetportalfront/subjectrelation/typePage')).toEqual({ category: 1, pageNo: 1, pageSize: 100 });
    expect(queryOf('/cmpinternetportalfront/subjectrelation/page')).toEqual({ pageNo: 3, pageSize: 15, typeId: 't1', divisionCode: '350302', keyword: '张', category: 1 });
    expect(data.types).toEqual([{ id: 't1', name: '律师' }]);
    expect(data.divisions).toHaveLength(1);

    GET.mockClear();
    await subjectGroupLoader('PunishmentObject')(args('/punishmentObject?pageNo=2'));
    expect(queryOf('/cmpinternetportalfront/subjectrelation/typePage')).toEqual({ category: 2, pageNo: 1, pageSize: 100 });
    expect(queryOf('/cmpinternetportalfront/subjectrelation/dishonestPage')).toEqual({ pageNo: 2, pageSize: 15 });

    GET.mockClear();
    await subjectGroupLoader('IntegrityObject')(args('/integrityObject'));
    expect(queryOf('/cmpinternetportalfront/subjectrelation/typePage')).toEqual({ category: 3, pageNo: 1, pageSize: 100 });
    expect(queryOf('/cmpinternetportalfront/subjectrelation/highLevelPage')).toEqual({ pageNo: 1, pageSize: 15 });
  });

  it('answer 404 for a subject without an id, with a malformed id, or unknown to the back end', async () => {
    for (const address of ['/focus_group_of_people/detail', '/focus_group_of_people/detail?id=abc']) {
      const missing = await thrown(() => subjectLoader(args(address)));
      expect(missing instanceof Response && missing.status).toBe(404);
    }
    expect(GET).not.toHaveBeenCalled();
    expect(await subjectLoader(args('/focus_group_of_people/detail?id=342'))).toEqual({ id: '342', name: '张三' });
    codes['/cmpinternetportalfront/subjectrelation/getById/{id}'] = 4040;
    const unknown = await thrown(() => subjectLoader(args('/focus_group_of_people/detail?id=999999')));
    expect(unknown instanceof Response && unknown.status).toBe(404);
  });
});

describe('the contract-performance loader', () => {
  it('searches with a JSON body of the address’s page, keyword and status, leaving an unknown status out', async () => {
    await contractPerformanceLoader(args('/service-contract-performance?status=%E8%BF%9D%E7%BA%A6&keyword=%E5%B7%A5%E7%A8%8B&pageSize=50'));
    await contractPerformanceLoader(args('/service-contract-performance?status=other'));
    expect(POST.mock.calls.map(([, init]) => init?.body)).toEqual([
      { pageNo: 1, pageSize: 50, keyword: '工程', status: '违约' },
      { pageNo: 1, pageSize: 15 },
    ]);
  });
});
