import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answered, loaderArgs as args, queriesTo } from '../../testing/loaders';
import { FORBIDDEN } from '../../shell/routeData';
import { rememberCaptchaPass, VERIFICATION_NEEDED } from '../../shell/captchaPass';
import { contractDetailsLoader, creditDeclareDetailLoader, creditDeclareLoader, enterpriseQueryLoader, personalCreditLoader } from './loaders';

// The credit-service loaders against a fake back end: what each path answers, its code when it is not
// 200 (4040 资源不存在, 403 no permission), and whether there is a login.
const page = (records: unknown[]) => ({ records, total: records.length, current: 1, size: 15 });
const ENTERPRISE = '/cmpinternetportalfront/independentdeclaration/qzindependentdeclaration/getEnterprise';
const MINE = '/cmpinternetportalfront/creditdeclare/infoPage';
const SUMMARY = '/cmpinternetportalfront/creditdeclare/detailByCreditCode/{code}';
const SEARCH = '/cmpinternetportalfront/archives/search/getEsSearchDataPage';
const ARTICLES = '/cms/front/articleinfo/pageByClassificationId';
const answers: Record<string, unknown> = {
  [ENTERPRISE]: { enterpriseId: '1', name: '示例市信达纺织股份有限公司', creditCode: '91350300MA2Y0X1234', contactPhone: '13905941234' },
  [MINE]: page([{ trackingNo: 'SB202611200001' }]),
  [SUMMARY]: { name: '示例市信达纺织股份有限公司', declarationCount: 2 },
  [SEARCH]: page([{ name: '示例市信达纺织股份有限公司' }]),
  '/cms/front/articleclassification/getClassificationByName': { id: 'c1' },
  [ARTICLES]: page([{ id: 'a1' }]),
  '/cmpinternetportalfront/contractperformaceportal/detail': { id: '144', name: '道路养护合同' },
};
const codes: Record<string, number> = {};
let token: { token_type: string; access_token: string } | null = null;
const reply = (path: string) => Promise.resolve(codes[path] ? answered(null, codes[path], '失败') : answered(answers[path]));
const GET = vi.fn((path: string, _init?: { params?: { query?: unknown; path?: unknown } }) => reply(path));
const POST = vi.fn((path: string, _init?: { body?: unknown }) => reply(path));
vi.mock('#portal', () => ({
  portal: {
    api: {
      GET: (path: string, init?: { params?: { query?: unknown } }) => GET(path, init),
      POST: (path: string, init?: { body?: unknown }) => POST(path, init),
    },
    tokenStore: { get: () => token },
  },
}));

const statusOf = (error: unknown) => (error instanceof Response ? error.status : error);

beforeEach(() => {
  GET.mockClear();
  POST.mockClear();
  for (const path of Object.keys(codes)) delete codes[path];
  token = null;
});

describe('the credit-service loaders', () => {
  it('ask nothing of the visitor’s own on /service-credit-declare without a login', async () => {
    expect(await creditDeclareLoader(args('/service-credit-declare'))).toEqual({ enterprise: null, mine: null });
    expect(GET).not.toHaveBeenCalled();
  });

  it('with a login, read the enterprise to declare for and its own declarations under the list’s own names', async () => {
    token = { token_type: 'Bearer', access_token: 't' };
    const data = await creditDeclareLoader(args('/service-credit-declare?myPage=2&mySize=50&myStatus=%E5%B7%B2%E5%8A%9E%E7%BB%93&pageNo=9'));
    expect(data.enterprise).toMatchObject({ creditCode: '91350300MA2Y0X1234' });
    expect(queriesTo(GET.mock.calls, MINE)).toEqual([{ pageNo: 2, pageSize: 50, status: '已办结' }]);
  });

  it('give FORBIDDEN to an account that is not an enterprise', async () => {
    token = { token_type: 'Bearer', access_token: 't' };
    codes[ENTERPRISE] = 403;
    codes[MINE] = 403;
    expect(await creditDeclareLoader(args('/service-credit-declare'))).toEqual({ enterprise: FORBIDDEN, mine: FORBIDDEN });
  });

  it('read a declaration summary only for a well-formed code, and null for an unknown one', async () => {
    expect(await creditDeclareDetailLoader(args('/service-credit-declare-detail?creditCode=123'))).toBeNull();
    expect(GET).not.toHaveBeenCalled();
    const code = '91350300MA2Y0X123B';
    expect(await creditDeclareDetailLoader(args(`/service-credit-declare-detail?creditCode=${code.toLowerCase()}`))).toMatchObject({ declarationCount: 2 });
    expect(GET.mock.calls.map(([, init]) => init?.params?.path)).toEqual([{ code }]);
    codes[SUMMARY] = 4040;
    expect(await creditDeclareDetailLoader(args(`/service-credit-declare-detail?creditCode=${code}`))).toBeNull();
  });

  it('read one contract by the id of the address, and answer 404 without one or for an unknown one', async () => {
    expect(await contractDetailsLoader(args('/service-contract-details?id=144'))).toMatchObject({ name: '道路养护合同' });
    expect(POST.mock.calls[0]?.[1]?.body).toEqual({ id: '144' });
    expect(statusOf(await contractDetailsLoader(args('/service-contract-details')).catch((error: unknown) => error))).toBe(404);
    codes['/cmpinternetportalfront/contractperformaceportal/detail'] = 4040;
    expect(statusOf(await contractDetailsLoader(args('/service-contract-details?id=999999')).catch((error: unknown) => error))).toBe(404);
  });

  it('read the page of 个人信用 articles the address asks for', async () => {
    expect((await personalCreditLoader(args('/service-personal-credit?pageNo=2'))).records).toHaveLength(1);
    expect(queriesTo(GET.mock.calls, ARTICLES)).toEqual([{ classificationId: 'c1', pageNo: 2, pageSize: 15 }]);
  });

  it('ask for a 安全验证 before the first query, and ask again once it is passed, not from memory', async () => {
    const address = '/enterprise-query?keyword=%E4%BF%A1%E8%BE%BE%E5%85%AC%E5%8F%B8';
    expect(await enterpriseQueryLoader(args(address))).toBe(VERIFICATION_NEEDED);
    expect(GET).not.toHaveBeenCalled();
    rememberCaptchaPass('k3J9xQ2mV8pL0aZr5tYw');
    expect(await enterpriseQueryLoader(args(address))).toMatchObject({ total: 1 });
    expect((GET.mock.calls[0]?.[1]?.params as { header?: unknown } | undefined)?.header).toEqual({ 'X-Captcha-Pass': 'k3J9xQ2mV8pL0aZr5tYw' });
  });

  it('query enterprises only for a query the form would send, and answer a repeated address from memory', async () => {
    rememberCaptchaPass('k3J9xQ2mV8pL0aZr5tYw');
    expect(await enterpriseQueryLoader(args('/enterprise-query?keyword=%E6%9C%89'))).toBeNull();
    expect(await enterpriseQueryLoader(args('/enterprise-query?keyword=91350300MA2Y0X123&type=1'))).toBeNull();
    expect(GET).not.toHaveBeenCalled();
    const address = '/enterprise-query?keyword=%E6%9C%89%E9%99%90%E5%85%AC%E5%8F%B8&pageNo=2';
    expect(await enterpriseQueryLoader(args(address))).toMatchObject({ total: 1 });
    await enterpriseQueryLoader(args(address));
    expect(queriesTo(GET.mock.calls, SEARCH)).toEqual([{ keyword: '有限公司', type: 0, kind: 'enterprise', pageNo: 2, pageSize: 15 }]);
  });
});
