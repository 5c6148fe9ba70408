import { CITY } from '../src/seed/city.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/features/accounts/session.js';
import { isValidUscc } from '../src/features/subjects/identifiers.js';
import { startTestServer, type TestServer } from './helpers.js';

const FRONT = '/credit/finance/front/product';
const MINE = '/credit/finance/product/apply';
const HOUR = 60 * 60 * 1000;

let server: TestServer;
const tokens: Record<string, string> = {};
let expired: string;

const userId = (username: string): number =>
  (server.portal.db.prepare('SELECT id FROM user_account WHERE username = ?').get(username) as { id: number }).id;
const auth = (username: string): Record<string, string> => ({ Authorization: `Bearer ${tokens[username]}` });
const post = (path: string, body: unknown, username?: string) =>
  server.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(username ? auth(username) : {}) },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['qiye', 'geren', 'zuzhi']) tokens[username] = issueToken(server.portal.db, userId(username), Date.now(), HOUR).token;
  expired = issueToken(server.portal.db, userId('qiye'), Date.now() - 2 * HOUR, HOUR).token;
});
afterAll(() => server.close());

/** A product of the given kind: enterprise-only or open to persons. */
function productWhere(enterpriseOnly: boolean): { id: string; minAmount: number; maxAmount: number; minTerm: number; maxTerm: number } {
  return server.portal.db
    .prepare(
      `SELECT CAST(id AS TEXT) AS id, min_amount AS minAmount, max_amount AS maxAmount, min_term AS minTerm, max_term AS maxTerm
         FROM finance_product p WHERE enterprise_only = ? AND NOT EXISTS (SELECT 1 FROM finance_application a WHERE a.product_id = p.id AND a.user_id IS NOT NULL)
        ORDER BY id LIMIT 1`,
    )
    .get(enterpriseOnly ? 1 : 0) as { id: string; minAmount: number; maxAmount: number; minTerm: number; maxTerm: number };
}

function qiyeEnterprise(): { name: string; creditCode: string } {
  return server.portal.db
    .prepare('SELECT e.name, e.credit_code AS creditCode FROM enterprise e JOIN user_account u ON u.enterprise_id = e.id WHERE u.username = ?')
    .get('qiye') as { name: string; creditCode: string };
}

describe('the financial-products base', () => {
  it('serves the finance operations under /credit and not under /api', async () => {
    const credit = await server.request(`${FRONT}/productPage`);
    expect(credit.json.code).toBe(200);
    const api = await server.request('/api/finance/front/product/productPage');
    expect(api.status).toBe(404);
    expect(api.json).toEqual({ code: 4040, msg: '请求的资源不存在' });
  });
});

describe('the financial products', () => {
  it('page through all products without overlap', async () => {
    const first = (await server.request(`${FRONT}/productPage?pageNo=1&pageSize=10`)).json.data;
    const second = (await server.request(`${FRONT}/productPage?pageNo=2&pageSize=10`)).json.data;
    expect(first.records).toHaveLength(10);
    expect(first).toMatchObject({ size: 10, current: 1 });
    expect(first.total).toBeGreaterThan(40);
    expect(second.total).toBe(first.total);
    const ids = new Set(first.records.map((p: { id: string }) => p.id));
    expect(second.records.some((p: { id: string }) => ids.has(p.id))).toBe(false);
  });

  it('filter by type, institution, amount band, term and keyword', async () => {
    const typed = (await server.request(`${FRONT}/productPage?productType=${encodeURIComponent('抵押贷款')}&pageSize=100`)).json.data;
    expect(typed.records.length).toBeGreaterThan(0);
    expect(typed.records.every((p: { productType: string }) => p.productType === '抵押贷款')).toBe(true);

    const ofBank = (await server.request(`${FRONT}/productPage?institutionId=1&pageSize=100`)).json.data;
    expect(ofBank.records.every((p: { institutionId: string }) => p.institutionId === '1')).toBe(true);

    const band = (await server.request(`${FRONT}/productPage?minAmount=600&maxAmount=900&term=48&pageSize=100`)).json.data;
    expect(band.records.length).toBeGreaterThan(0);
    for (const p of band.records) {
      expect(p.maxAmount).toBeGreaterThanOrEqual(600);
      expect(p.minAmount).toBeLessThanOrEqual(900);
      expect(p.minTerm).toBeLessThanOrEqual(48);
      expect(p.maxTerm).toBeGreaterThanOrEqual(48);
    }

    const named = (await server.request(`${FRONT}/productPage?keyword=${encodeURIComponent('荔枝贷')}`)).json.data;
    expect(named.total).toBeGreaterThan(0);
    expect(named.records.every((p: { name: string }) => p.name === '荔枝贷')).toBe(true);
    const byBank = (await server.request(`${FRONT}/productPage?keyword=${encodeURIComponent('兴业银行')}`)).json.data;
    expect(byBank.records.every((p: { institutionShortName: string }) => p.institutionShortName === '兴业银行')).toBe(true);
  });

  it('sort by the lowest rate when asked', async () => {
    const { records } = (await server.request(`${FRONT}/productPage?sort=rateAsc&pageSize=30`)).json.data;
    const rates = records.map((p: { minRate: number }) => p.minRate);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
  });

  it('reject a page size above 100 with the Chinese message', async () => {
    const answer = await server.request(`${FRONT}/productPage?pageSize=500`);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 202, errors: { pageSize: '每页条数不能大于100' } });
  });

  it('show one product with its conditions, and 4040 for an unknown one', async () => {
    const { json } = await server.request(`${FRONT}/info/1`);
    expect(json.data).toMatchObject({ id: '1', institutionId: '1' });
    expect(json.data.conditions.length).toBeGreaterThan(10);
    expect(json.data.logoPictureId).toMatch(/^finance-logo-\d+$/);
    const logo = await server.request(`/api/filestorage/file/readImage/${json.data.logoPictureId}`);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect((await server.request(`${FRONT}/info/99999`)).json).toEqual({ code: 4040, msg: '请求的资源不存在' });
  });

  it('have a home page whose totals agree with the lists', async () => {
    const home = (await server.request(`${FRONT}/productHomePage?size=4`)).json.data;
    expect(home.featured.length).toBeGreaterThan(0);
    expect(home.newest).toHaveLength(4);
    for (const product of home.featured) expect((await server.request(`${FRONT}/info/${product.id}`)).json.data.featured).toBe(true);
    const all = (await server.request(`${FRONT}/productPage`)).json.data;
    const institutions = (await server.request(`${FRONT}/blankJrJg`)).json.data;
    const applications = (await server.request(`${FRONT}/productApplyPage`)).json.data;
    expect(home.statistics).toMatchObject({ productCount: all.total, institutionCount: institutions.length, applyCount: applications.total });
  });
});

describe('the public application lists', () => {
  it('mask the applicants and follow one product when asked', async () => {
    const product = (await server.request(`${FRONT}/info/1`)).json.data;
    const page = (await server.request(`${FRONT}/productApplyPage?productId=1&pageSize=100`)).json.data;
    expect(page.total).toBe(product.applyCount);
    expect(page.records.every((a: { productId: string }) => a.productId === '1')).toBe(true);
    const all = (await server.request(`${FRONT}/productApplyPage?pageSize=100`)).json.data.records;
    expect(all.every((a: { applicantName: string }) => a.applicantName.includes('*'))).toBe(true);
    const times = all.map((a: { applyTime: string }) => a.applyTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('rank institutions by the amount lent, adding up to the total', async () => {
    const board = (await server.request(`${FRONT}/financialLeaderboardList?size=50`)).json.data;
    const amounts = board.map((e: { loanAmount: number }) => e.loanAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(board[0].rank).toBe(1);
    const home = (await server.request(`${FRONT}/productHomePage`)).json.data;
    expect(amounts.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(home.statistics.loanAmount, 6);
    expect((await server.request(`${FRONT}/financialLeaderboardList?size=3`)).json.data).toHaveLength(3);
  });

  it('list the latest loans and the latest applications', async () => {
    const loans = (await server.request(`${FRONT}/financialSupportList?size=5`)).json.data;
    expect(loans).toHaveLength(5);
    expect(loans.every((l: { loanAmount: number }) => l.loanAmount > 0)).toBe(true);
    const ticker = (await server.request(`${FRONT}/financialApplyList?size=5`)).json.data;
    const newest = (await server.request(`${FRONT}/productApplyPage?pageSize=5`)).json.data.records;
    expect(ticker).toEqual(newest);
  });

  it('list the institutions, banks or guarantee companies', async () => {
    const all = (await server.request(`${FRONT}/blankJrJg`)).json.data;
    const guarantors = (await server.request(`${FRONT}/blankJrJg?kind=${encodeURIComponent('融资担保机构')}`)).json.data;
    expect(guarantors.length).toBeGreaterThan(0);
    expect(guarantors.length).toBeLessThan(all.length);
    expect(guarantors.every((i: { kind: string }) => i.kind === '融资担保机构')).toBe(true);
    expect(all.some((i: { name: string }) => i.name === `兴业银行股份有限公司${CITY.short}分行`)).toBe(true);
  });
});

describe('my favourites', () => {
  it('need a login: 401 without a token, 203 with an expired one', async () => {
    expect((await server.request(`${MINE}/myCollectPage`)).json).toEqual({ code: 401, msg: '请先登录' });
    const late = await server.request(`${MINE}/myCollectPage`, { headers: { Authorization: `Bearer ${expired}` } });
    expect(late.json).toEqual({ code: 203, msg: '登录已过期，请重新登录' });
    expect((await post(`${MINE}/collect`, { productId: '1', collect: true })).json.code).toBe(401);
  });

  it('list the seeded favourites of the demo enterprise, newest first', async () => {
    const page = (await server.request(`${MINE}/myCollectPage`, { headers: auth('qiye') })).json.data;
    expect(page.total).toBe(5);
    const times = page.records.map((p: { collectTime: string }) => p.collectTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('collect and un-collect a product, seen by judgeCollect and the list', async () => {
    const id = productWhere(false).id;
    server.portal.db.prepare('DELETE FROM finance_collect WHERE user_id = ? AND product_id = ?').run(userId('geren'), id);
    expect((await server.request(`${MINE}/judgeCollect/${id}`, { headers: auth('geren') })).json.data).toBe(false);
    expect((await post(`${MINE}/collect`, { productId: id, collect: true }, 'geren')).json.data).toEqual({ productId: id, collected: true });
    expect((await server.request(`${MINE}/judgeCollect/${id}`, { headers: auth('geren') })).json.data).toBe(true);
    const page = (await server.request(`${MINE}/myCollectPage`, { headers: auth('geren') })).json.data;
    expect(page.records[0].id).toBe(id);
    await post(`${MINE}/collect`, { productId: id, collect: false }, 'geren');
    expect((await server.request(`${MINE}/judgeCollect/${id}`, { headers: auth('geren') })).json.data).toBe(false);
  });

  it('answer 4040 for an unknown product and 202 for a malformed body', async () => {
    expect((await server.request(`${MINE}/judgeCollect/99999`, { headers: auth('geren') })).json.code).toBe(4040);
    expect((await post(`${MINE}/collect`, { productId: '99999', collect: true }, 'geren')).json.code).toBe(4040);
    const bad = await post(`${MINE}/collect`, { productId: '1' }, 'geren');
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toHaveProperty('collect');
  });
});

describe('applying for a product', () => {
  const valid = () => {
    const product = productWhere(true);
    const enterprise = qiyeEnterprise();
    return {
      productId: product.id, amount: product.minAmount, term: product.minTerm, purpose: '采购原材料', contactName: '林建国',
      contactPhone: '13905941234', enterpriseName: enterprise.name, creditCode: enterprise.creditCode,
    };
  };

  it('stores a valid enterprise application with a tracking number, in my list and the public one', async () => {
    const body = valid();
    const answer = await post(`${MINE}/apply`, body, 'qiye');
    expect(answer.json.code).toBe(200);
    expect(answer.json.data).toMatchObject({ status: '已提交' });
    expect(answer.json.data.applyNo).toMatch(/^JR\d{8}\d{6}$/);
    const mine = (await server.request(`${MINE}/productApplyPage?status=${encodeURIComponent('已提交')}`, { headers: auth('qiye') })).json.data;
    expect(mine.records[0]).toMatchObject({ applyNo: answer.json.data.applyNo, productId: body.productId, amount: body.amount, applicantName: body.enterpriseName });
    const publicPage = (await server.request(`${FRONT}/productApplyPage?productId=${body.productId}`)).json.data;
    expect(publicPage.records[0].id).toBe(answer.json.data.id);
    expect(publicPage.records[0].applicantName).not.toBe(body.enterpriseName);

    const again = await post(`${MINE}/apply`, body, 'qiye');
    expect(again.json).toMatchObject({ code: 202, errors: { productId: '您已申请该产品且正在办理中，请勿重复提交' } });
  });

  it('rejects a malformed mobile number with the Chinese message', async () => {
    const answer = await post(`${MINE}/apply`, { ...valid(), contactPhone: '12345' }, 'qiye');
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 202, errors: { contactPhone: '联系电话格式不正确' } });
    const missing = await post(`${MINE}/apply`, { ...valid(), purpose: undefined }, 'qiye');
    expect(missing.json.errors).toEqual({ purpose: '资金用途不能为空' });
  });

  it('checks the amount and term against the product and the USCC check character', async () => {
    const body = valid();
    const wrongCheck = body.creditCode.slice(0, 17) + (body.creditCode[17] === '0' ? '1' : '0');
    expect(isValidUscc(wrongCheck)).toBe(false);
    const answer = await post(`${MINE}/apply`, { ...body, amount: body.amount - 0.5, term: 360, creditCode: wrongCheck }, 'qiye');
    expect(answer.json.code).toBe(202);
    expect(answer.json.errors.amount).toMatch(/^申请金额应在.+万元之间$/);
    expect(answer.json.errors.term).toMatch(/^贷款期限应在.+个月之间$/);
    expect(answer.json.errors.creditCode).toBe('统一社会信用代码校验位不正确');
    const other = await post(`${MINE}/apply`, { ...body, creditCode: '91350100M000100Y43' }, 'qiye');
    expect(other.json.errors.creditCode).toBe('统一社会信用代码与登录企业不一致');
  });

  it('lets only enterprise accounts apply for enterprise products', async () => {
    const { enterpriseName: _n, creditCode: _c, ...body } = valid();
    const answer = await post(`${MINE}/apply`, body, 'geren');
    expect(answer.json).toEqual({ code: 403, msg: '请使用企业账号登录后发布融资需求' });
  });

  it('lets a person apply for a product open to persons, in their own name', async () => {
    const product = productWhere(false);
    const answer = await post(
      `${MINE}/apply`,
      { productId: product.id, amount: product.minAmount, term: product.maxTerm, purpose: '购买农资化肥', contactName: '陈秀英', contactPhone: '13805943456' },
      'geren',
    );
    expect(answer.json.code).toBe(200);
    const mine = (await server.request(`${MINE}/productApplyPage`, { headers: auth('geren') })).json.data;
    expect(mine.records[0].applyNo).toBe(answer.json.data.applyNo);
    expect(mine.total).toBe(5);
  });

  it('answers 4040 for an unknown product and 401 without a login', async () => {
    expect((await post(`${MINE}/apply`, { ...valid(), productId: '99999' }, 'qiye')).json.code).toBe(4040);
    expect((await post(`${MINE}/apply`, valid())).json.code).toBe(401);
  });
});
