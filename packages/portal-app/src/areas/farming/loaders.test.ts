import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loaderArgs as args } from '../../testing/loaders';
import { productDetailLoader, farmingProductsLoader, farmingUserLoader, financingDockingLoader } from './loaders';

// The farming loaders against a fake back end: what each path answers, and the login the token store holds.
const page = (records: unknown[], total = records.length) => ({ records, total, current: 1, size: 15 });
const ENTERPRISE = '/cmpinternetportalfront/independentdeclaration/qzindependentdeclaration/getEnterprise';
const SESSION = '/base/account/account/getCurrenUser';
const answers: Record<string, unknown> = {
  [ENTERPRISE]: { enterpriseId: '1', name: '示例市信达纺织股份有限公司', creditCode: '91350300MA2Y0X1234', contactPhone: '13905941234' },
  '/finance/front/product/blankJrJg': [{ id: 'i1', shortName: '农商行' }],
  '/finance/front/product/productPage': page([{ id: 'p1' }]),
  '/finance/front/product/info/{id}': { id: 'p1', name: '惠农贷' },
  '/finance/product/apply/judgeCollect/{id}': true,
  '/cmpinternetportalfront/xubyidai/financingPage': page([{ id: 'd1' }]),
  '/finance/product/apply/productApplyPage': page([{ applyNo: 'JR1' }]),
  '/finance/product/apply/myCollectPage': page([]),
  [SESSION]: { name: '示例市信达纺织股份有限公司', userType: 2 },
};
const GET = vi.fn((path: string, _init?: { params?: { query?: unknown; path?: unknown } }) =>
  Promise.resolve({ data: { code: 200, msg: 'ok', data: answers[path] }, response: new Response(null, { status: 200 }) }),
);
const token = vi.fn((): { access_token: string } | undefined => undefined);
// The session's answer is kept per token: each login here is a new one.
let logins = 0;
const signIn = () => token.mockReturnValue({ access_token: `t${++logins}` });
vi.mock('#portal', () => {
  const get = (path: string, init?: { params?: { query?: unknown } }) => GET(path, init);
  return { portal: { api: { GET: get }, credit: { GET: get }, tokenStore: { get: () => token() } } };
});

const queryOf = (path: string) => GET.mock.calls.find(([called]) => called === path)?.[1]?.params?.query;
const thrown = async (run: () => Promise<unknown>) => run().then(() => undefined, (error: unknown) => error);

beforeEach(() => {
  GET.mockClear();
  answers['/finance/front/product/productPage'] = page([{ id: 'p1' }]);
  token.mockReturnValue(undefined);
});

describe('the farming loaders', () => {
  it('ask for the products the address filters, leaving unknown filters out', async () => {
    const data = await farmingProductsLoader(
      args('/farming-financial-supermarket?pageNo=2&keyword=%E8%B4%B7&productType=%E6%8A%B5%E6%8A%BC%E8%B4%B7%E6%AC%BE&amount=50-200&term=7&sort=rateAsc'),
    );
    expect(queryOf('/finance/front/product/productPage')).toEqual({ pageNo: 2, pageSize: 15, keyword: '贷', productType: '抵押贷款', minAmount: 50, maxAmount: 200, sort: 'rateAsc' });
    expect(data.institutions).toEqual([{ id: 'i1', shortName: '农商行' }]);
  });

  it('answer 404 for a product without an id, and look up the favourite only with a login', async () => {
    const missing = await thrown(() => productDetailLoader(args('/farming-financial-supermarket/detail')));
    expect(missing instanceof Response && missing.status).toBe(404);

    expect(await productDetailLoader(args('/farming-financial-supermarket/detail?id=p1'))).toEqual({
      product: { id: 'p1', name: '惠农贷' },
      collected: null,
      enterprise: expect.any(Promise),
      viewer: null,
    });
    expect(GET.mock.calls.map(([path]) => path)).not.toContain('/finance/product/apply/judgeCollect/{id}');
    signIn();
    expect(await productDetailLoader(args('/farming-financial-supermarket/detail?id=p1'))).toMatchObject({ collected: true, viewer: { userType: 2 } });
  });

  it('stream the enterprise the application form files for: none without a login, the account’s with one', async () => {
    const anonymous = await financingDockingLoader(args('/farming-financing-docking'));
    expect(await anonymous.enterprise).toBeNull();
    expect(anonymous.viewer).toBeNull();
    expect(GET.mock.calls.map(([path]) => path)).not.toContain(ENTERPRISE);
    expect(GET.mock.calls.map(([path]) => path)).not.toContain(SESSION);

    signIn();
    const docking = await financingDockingLoader(args('/farming-financing-docking'));
    expect(await docking.enterprise).toMatchObject({ creditCode: '91350300MA2Y0X1234' });
    expect(docking.viewer).toEqual({ userType: 2 });
    const product = await productDetailLoader(args('/farming-financial-supermarket/detail?id=p1'));
    expect(await product.enterprise).toMatchObject({ name: '示例市信达纺织股份有限公司' });
  });

  it('read the docking page’s status filter and every product for the form', async () => {
    answers['/finance/front/product/productPage'] = page([{ id: 'p1' }], 150);
    const data = await financingDockingLoader(args('/farming-financing-docking?status=%E5%8F%97%E7%90%86%E4%B8%AD&pageNo=3'));
    expect(queryOf('/cmpinternetportalfront/xubyidai/financingPage')).toEqual({ pageNo: 3, pageSize: 15, status: '受理中' });
    expect(GET.mock.calls.filter(([path]) => path === '/finance/front/product/productPage')).toHaveLength(2);
    expect(data.products).toHaveLength(2);
  });

  it('end /farming-user with 401 without a login, and read each list under its own names', async () => {
    const anonymous = await thrown(() => farmingUserLoader(args('/farming-user')));
    expect(anonymous instanceof Response && anonymous.status).toBe(401);
    expect(GET).not.toHaveBeenCalled();

    signIn();
    await farmingUserLoader(args('/farming-user?applyPage=2&applyStatus=%E5%B7%B2%E6%94%BE%E6%AC%BE&collectSize=50&applySize=7'));
    expect(queryOf('/finance/product/apply/productApplyPage')).toEqual({ pageNo: 2, pageSize: 15, status: '已放款' });
    expect(queryOf('/finance/product/apply/myCollectPage')).toEqual({ pageNo: 1, pageSize: 50 });
  });
});
