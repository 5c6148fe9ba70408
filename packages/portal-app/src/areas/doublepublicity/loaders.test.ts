import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loaderArgs as args } from '../../testing/loaders';
import { doublePublicityCatalogLoader, doublePublicityInfoLoader, doublePublicityStatisticsLoader, matterDirectoryLoader, matterLoader } from './loaders';

// The double-publicity loaders against a fake back end: what each path answers, and the paths that answer an error code.
const DP = '/cmpinternetportalfront/doublepublicity';
const page = (records: unknown[]) => ({ records, total: records.length, current: 1, size: 15 });
const CATEGORY = { prop: 'category', label: '处罚类别', type: 'select', placeholder: '全部', options: [{ label: '罚款', value: '罚款' }] };
const answers: Record<string, unknown> = {
  [`${DP}/getDirectory`]: [{ organCode: 'SCJG', organName: '示例市市场监督管理局', resources: [] }],
  [`${DP}/permitDirectoryPage`]: page([{ id: '1' }]),
  [`${DP}/punishDirectoryPage`]: page([{ id: '19' }]),
  [`${DP}/permitDirectoryDetail`]: { id: '1', name: '食品经营许可' },
  [`${DP}/punishDirectoryDetail`]: { id: '19', name: '罚款' },
  [`${DP}/getRconditionConfig`]: [
    { prop: 'keyword', label: '关键词', type: 'input', placeholder: '' },
    CATEGORY,
    { prop: 'decisionDate', label: '处罚决定日期', type: 'dateRange', placeholder: '', params: ['decisionDateFrom', 'decisionDateTo'] },
  ],
  [`${DP}/getResourceList`]: [{ resourceId: 'CF-SCJG', organName: '示例市市场监督管理局' }],
  [`${DP}/getPermitList`]: { columnShowList: page([{ id: '1490', resourceId: 'XK-SCJG' }]), columns: [{ prop: 'subjectName', label: '行政相对人名称' }] },
  [`${DP}/getPunishList`]: { columnShowList: page([{ id: '7', resourceId: 'CF-SCJG' }]), columns: [{ prop: 'subjectName', label: '行政相对人名称' }] },
  [`${DP}/statisticsProvince`]: { permitTotal: 3, punishTotal: 2, divisions: [] },
  [`${DP}/numPage`]: page([{ organCode: 'SCJG' }]),
};
const codes: Record<string, number> = {};
const GET = vi.fn((path: string, _init?: { params?: { query?: unknown } }) =>
  Promise.resolve({
    data: codes[path] ? { code: codes[path], msg: '资源不存在', data: null } : { code: 200, msg: 'ok', data: answers[path] },
    response: new Response(null, { status: 200 }),
  }),
);
vi.mock('#portal', () => ({ portal: { api: { GET: (path: string, init?: { params?: { query?: unknown } }) => GET(path, init) } } }));

const queryOf = (path: string) => GET.mock.calls.find(([called]) => called === path)?.[1]?.params?.query;
const paths = () => GET.mock.calls.map(([path]) => path);
const thrown = async (run: () => Promise<unknown>) => run().then(() => undefined, (error: unknown) => error);

beforeEach(() => {
  GET.mockClear();
  for (const path of Object.keys(codes)) delete codes[path];
});

describe('the double-publicity loaders', () => {
  it('read the catalogue of the kind the address asks for, permits unless it says 2', async () => {
    await doublePublicityCatalogLoader(args('/double-publicity-catalog'));
    await doublePublicityCatalogLoader(args('/double-publicity-catalog?type=2'));
    expect(GET.mock.calls.map(([, init]) => init?.params?.query)).toEqual([{ type: 1 }, { type: 2 }]);
  });

  it('read the organs and the page of matters of the kind, leaving a malformed organ out', async () => {
    const data = await matterDirectoryLoader(args('/double-publicity-catalog-index?type=2&organCode=SCJG&keyword=%E9%A3%9F%E5%93%81&pageNo=2'));
    expect(queryOf(`${DP}/getDirectory`)).toEqual({ type: 2 });
    expect(queryOf(`${DP}/punishDirectoryPage`)).toEqual({ pageNo: 2, pageSize: 15, keyword: '食品', organCode: 'SCJG' });
    expect(data.organCode).toBe('SCJG');
    expect(data.page.records).toEqual([{ id: '19' }]);

    GET.mockClear();
    const other = await matterDirectoryLoader(args('/double-publicity-catalog-index?organCode=scjg%3B'));
    expect(queryOf(`${DP}/permitDirectoryPage`)).toEqual({ pageNo: 1, pageSize: 15 });
    expect(other.organCode).toBe('');
  });

  it('read a matter of the kind, and answer 404 for a missing, malformed or unknown id', async () => {
    expect(await matterLoader(args('/catalog-detail?type=1&id=1'))).toEqual({ id: '1', name: '食品经营许可' });
    expect(await matterLoader(args('/catalog-detail?type=2&id=19'))).toEqual({ id: '19', name: '罚款' });
    for (const address of ['/catalog-detail?type=1', '/catalog-detail?type=1&id=x1']) {
      const missing = await thrown(() => matterLoader(args(address)));
      expect(missing instanceof Response && missing.status).toBe(404);
    }
    codes[`${DP}/permitDirectoryDetail`] = 4040;
    const unknown = await thrown(() => matterLoader(args('/catalog-detail?type=1&id=999')));
    expect(unknown instanceof Response && unknown.status).toBe(404);
  });

  it('read every organ’s records with the conditions documented for all when no resource is chosen', async () => {
    const data = await doublePublicityInfoLoader(args('/double-publicity-info?decisionDateFrom=2001-01-01&decisionDateTo=2001-1-31&category=x'));
    expect(paths()).not.toContain(`${DP}/getRconditionConfig`);
    expect(queryOf(`${DP}/getResourceList`)).toEqual({ type: 1 });
    // A malformed date is not sent; a parameter no condition names is not either.
    expect(queryOf(`${DP}/getPermitList`)).toEqual({ pageNo: 1, pageSize: 15, decisionDateFrom: '2001-01-01' });
    expect(data.resourceId).toBe('');
    expect(data.conditions.map((condition) => condition.prop)).toEqual(['keyword', 'decisionDate']);
    expect(data.records.columns).toEqual([{ prop: 'subjectName', label: '行政相对人名称' }]);
  });

  it('read a resource’s conditions and search its records by them, and drop a resource of the other kind', async () => {
    const data = await doublePublicityInfoLoader(args('/double-publicity-info?type=2&resourceId=CF-SCJG&category=%E7%BD%9A%E6%AC%BE&keyword=%E9%A3%9F%E5%93%81&pageNo=2'));
    expect(queryOf(`${DP}/getRconditionConfig`)).toEqual({ resourceId: 'CF-SCJG' });
    expect(queryOf(`${DP}/getPunishList`)).toEqual({ pageNo: 2, pageSize: 15, resourceId: 'CF-SCJG', keyword: '食品', category: '罚款' });
    expect(data.resourceId).toBe('CF-SCJG');
    expect(data.conditions).toContainEqual(CATEGORY);

    GET.mockClear();
    const other = await doublePublicityInfoLoader(args('/double-publicity-info?type=1&resourceId=CF-SCJG'));
    expect(paths()).not.toContain(`${DP}/getRconditionConfig`);
    expect(queryOf(`${DP}/getPermitList`)).toEqual({ pageNo: 1, pageSize: 15 });
    expect(other.resourceId).toBe('');
  });

  it('read the counts by district and the page of counts by organ the address asks for', async () => {
    const data = await doublePublicityStatisticsLoader(args('/double-publicity-statistics?pageNo=2&pageSize=10'));
    expect(queryOf(`${DP}/numPage`)).toEqual({ pageNo: 2, pageSize: 10 });
    expect(data.divisions.permitTotal).toBe(3);
    expect(data.organs.records).toHaveLength(1);
  });
});
