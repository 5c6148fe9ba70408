import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loaderArgs as args } from '../../testing/loaders';
import { creditLoanHomeLoader, creditLoanInstitutionsLoader, creditLoanServiceLoader } from './loaders';

// The credit-loan loaders against a fake back end: what each path answers.
const page = (records: unknown[]) => ({ records, total: records.length, current: 1, size: 15 });
const answers: Record<string, unknown> = {
  '/finance/front/product/blankJrJg': [
    { id: 'i1', name: '福州农村商业银行' },
    { id: 'i2', name: '福州市融资担保有限公司' },
  ],
  '/finance/front/product/productPage': page([{ id: 'p1' }]),
  '/finance/front/product/productHomePage': { statistics: { productCount: 1 }, featured: [] },
  '/cms/front/articleclassification/getClassificationByName': { id: 'c1' },
  '/cms/front/articleinfo/pageByClassificationId': page([{ id: 'a1' }]),
};
const GET = vi.fn((path: string, _init?: { params?: { query?: unknown } }) =>
  Promise.resolve({ data: { code: 200, msg: 'ok', data: answers[path] }, response: new Response(null, { status: 200 }) }),
);
vi.mock('#portal', () => {
  const get = (path: string, init?: { params?: { query?: unknown } }) => GET(path, init);
  return { portal: { api: { GET: get }, credit: { GET: get } } };
});

const queriesOf = (path: string) => GET.mock.calls.filter(([called]) => called === path).map(([, init]) => init?.params?.query);

beforeEach(() => GET.mockClear());

describe('the credit-loan loaders', () => {
  it('read the home’s figures, and start the institutions and the news without waiting for them', async () => {
    const data = await creditLoanHomeLoader(args('/credit-loan-home'));
    expect(data.home.statistics.productCount).toBe(1);
    expect(await data.institutions).toHaveLength(2);
    expect((await data.news).records).toEqual([{ id: 'a1' }]);
    expect(queriesOf('/cms/front/articleinfo/pageByClassificationId')).toEqual([{ classificationId: 'c1', pageNo: 1, pageSize: 8 }]);
  });

  it('ask for the institutions of a known kind only', async () => {
    await creditLoanInstitutionsLoader(args('/credit-loan-mechanism?kind=%E9%93%B6%E8%A1%8C'));
    await creditLoanInstitutionsLoader(args('/credit-loan-mechanism?kind=other'));
    expect(queriesOf('/finance/front/product/blankJrJg')).toEqual([{ kind: '银行' }, {}]);
  });

  it('search the products as the address says, with the institution it names', async () => {
    const data = await creditLoanServiceLoader(args('/credit-loan-service?institutionId=i2&productType=%E6%8B%85%E4%BF%9D%E8%B4%B7%E6%AC%BE&sort=bad&pageNo=2'));
    expect(queriesOf('/finance/front/product/productPage')).toEqual([{ pageNo: 2, pageSize: 15, sort: 'default', productType: '担保贷款', institutionId: 'i2' }]);
    expect(data.products.institution?.name).toBe('福州市融资担保有限公司');
    expect((await data.guides).records).toHaveLength(1);
  });

  it('look no institution up when the address names none', async () => {
    const data = await creditLoanServiceLoader(args('/credit-loan-service?keyword=%E5%86%9C'));
    expect(queriesOf('/finance/front/product/blankJrJg')).toEqual([]);
    expect(queriesOf('/finance/front/product/productPage')).toEqual([{ pageNo: 1, pageSize: 15, sort: 'default', keyword: '农' }]);
    expect(data.products.institution).toBeUndefined();
  });

  it('leave no rejection unhandled when the products fail before the streaming guides do', async () => {
    const failing = (path: string) => Promise.resolve({ data: { code: 500, msg: '系统错误' }, response: new Response(null, { status: 200 }) }).then((answer) => {
      if (path === '/cms/front/articleinfo/pageByClassificationId') return new Promise<typeof answer>((resolve) => setTimeout(() => resolve(answer), 20));
      return answer;
    });
    GET.mockImplementation(failing as unknown as typeof GET);
    await expect(creditLoanServiceLoader(args('/credit-loan-service'))).rejects.toThrow();
    // The guides fail after the loader has given up; vitest fails the run on an unhandled rejection.
    await new Promise((resolve) => setTimeout(resolve, 50));
    GET.mockReset();
  });
});
