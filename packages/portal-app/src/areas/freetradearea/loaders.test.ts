import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loaderArgs as args } from '../../testing/loaders';
import { columnListLoader, columnOverviewLoader, freeTradeAreaHomeLoader } from './loaders';

// The free-trade-area loaders against a fake CMS: every column is found by name and answers one article.
const GET = vi.fn((path: string, init?: { params?: { query?: { name?: string } } }) =>
  Promise.resolve({
    data: {
      code: 200,
      msg: 'ok',
      data:
        path === '/cms/front/articleclassification/getClassificationByName'
          ? { id: `id:${init?.params?.query?.name ?? ''}` }
          : { records: [{ id: 'a1' }], total: 1, current: 1, size: 15 },
    },
    response: new Response(null, { status: 200 }),
  }),
);
vi.mock('#portal', () => ({
  portal: { api: { GET: (path: string, init?: { params?: { query?: { name?: string } } }) => GET(path, init) } },
}));

const pagesAskedFor = () =>
  GET.mock.calls.filter(([path]) => path === '/cms/front/articleinfo/pageByClassificationId').map(([, init]) => init?.params?.query);

beforeEach(() => GET.mockClear());

describe('the free-trade-area loaders', () => {
  it('start the four columns of the home, six articles each', async () => {
    const { columns } = freeTradeAreaHomeLoader(args('/free-trade-area'));
    expect(columns.map(({ column }) => column.key)).toEqual(['news', 'law', 'support', 'publicity']);
    await Promise.all(columns.map(({ page }) => page));
    expect(pagesAskedFor()).toEqual(columns.map(({ column }) => ({ classificationId: `id:${column.classification}`, pageNo: 1, pageSize: 6 })));
  });

  it('read the newest articles of the route’s column, and the page of the whole column the address asks for', async () => {
    await columnOverviewLoader('自贸区政策法规')(args('/free-trade-area-policy-law?pageNo=3'));
    await columnListLoader('自贸区信用公示')(args('/free-trade-area/publicity?pageNo=3&pageSize=50'));
    expect(pagesAskedFor()).toEqual([
      { classificationId: 'id:自贸区政策法规', pageNo: 1, pageSize: 6 },
      { classificationId: 'id:自贸区信用公示', pageNo: 3, pageSize: 50 },
    ]);
  });
});
