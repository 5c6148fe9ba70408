import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answered, loaderArgs as args, queriesTo } from '../../testing/loaders';
import { FORBIDDEN } from '../../shell/routeData';
import { eleGuaranteeDetailLoader, eleGuaranteeInputLoader, eleGuaranteeTableLoader } from './loaders';

// The electronic-guarantee loaders against a fake back end: what each path answers, whether there is a login, and the paths that answer an error code.
const INSTITUTIONS = '/cmpinternetportalfront/eleguarantee/institution/list';
const TENDERS = '/cmpinternetportalfront/eleguarantee/tender/page';
const ENTERPRISE = '/cmpinternetportalfront/independentdeclaration/qzindependentdeclaration/getEnterprise';
const DETAIL = '/cmpinternetportalfront/eleguarantee/detail/{id}';
const SESSION = '/base/account/account/getCurrenUser';
const page = (records: unknown[]) => ({ records, total: records.length, current: 1, size: 15 });
const answers: Record<string, unknown> = {
  [INSTITUTIONS]: [{ id: '1', name: '兴业银行股份有限公司示例分行', products: [] }],
  [TENDERS]: page([{ projectNo: 'E350300202600123001' }]),
  [ENTERPRISE]: { name: '示例市信达纺织股份有限公司', creditCode: '913503004P6D6YYD87' },
  [DETAIL]: { id: '7', guaranteeNo: 'BH202611200001' },
  [SESSION]: { name: '示例市信达纺织股份有限公司', userType: 2 },
};
const codes: Record<string, number> = {};
let token: { token_type: string; access_token: string } | null = null;
const GET = vi.fn((path: string, _init?: { params?: { query?: unknown; path?: unknown } }) =>
  Promise.resolve(codes[path] ? answered(null, codes[path], '失败') : answered(answers[path])),
);
vi.mock('#portal', () => ({
  portal: { api: { GET: (path: string, init?: { params?: { query?: unknown } }) => GET(path, init) }, tokenStore: { get: () => token } },
}));

const thrown = async (run: () => Promise<unknown>) => run().then(() => undefined, (error: unknown) => error);
const signIn = () => {
  token = { token_type: 'Bearer', access_token: 't' };
};

beforeEach(() => {
  GET.mockClear();
  token = null;
  for (const path of Object.keys(codes)) delete codes[path];
});

describe('the electronic-guarantee loaders', () => {
  it('read the institutions of the type the address names, all of them for an unknown type', async () => {
    const narrowed = await eleGuaranteeTableLoader(args('/ele-guarantee-table?institutionType=%E4%BF%9D%E9%99%A9'));
    await eleGuaranteeTableLoader(args('/ele-guarantee-table?institutionType=trust'));
    expect(narrowed.institutionType).toBe('保险');
    expect(queriesTo(GET.mock.calls, INSTITUTIONS)).toEqual([{ institutionType: '保险' }, {}]);
  });

  it('ask nothing for the application without a login, and the enterprise, open tenders and products with one', async () => {
    expect(await thrown(() => eleGuaranteeInputLoader(args('/ele-guarantee-input')))).toBeInstanceOf(Response);
    expect(GET).not.toHaveBeenCalled();
    signIn();
    const data = await eleGuaranteeInputLoader(args('/ele-guarantee-input?projectNo=E350300202600123001'));
    expect(queriesTo(GET.mock.calls, TENDERS)).toEqual([{ open: true, pageNo: 1, pageSize: 100 }]);
    expect(data).toMatchObject({ projectNo: 'E350300202600123001', tenders: [{ projectNo: 'E350300202600123001' }], enterprise: { name: '示例市信达纺织股份有限公司' } });
  });

  it('give FORBIDDEN for the enterprise of an account of another type', async () => {
    signIn();
    codes[ENTERPRISE] = 403;
    expect((await eleGuaranteeInputLoader(args('/ele-guarantee-input'))).enterprise).toBe(FORBIDDEN);
  });

  it('read a guarantee only when the address names one and the visitor is logged in; 4040 is the route’s 404', async () => {
    expect(await eleGuaranteeDetailLoader(args('/ele-guarantee-detail?id=7'))).toEqual({ own: null, viewer: null });
    signIn();
    expect(await eleGuaranteeDetailLoader(args('/ele-guarantee-detail'))).toEqual({ own: null, viewer: { userType: 2 } });
    expect(await eleGuaranteeDetailLoader(args('/ele-guarantee-detail?id=7'))).toMatchObject({ own: { guaranteeNo: 'BH202611200001' }, viewer: { userType: 2 } });
    expect(GET.mock.calls.filter(([path]) => path === DETAIL).map(([, init]) => init?.params?.path)).toEqual([{ id: '7' }]);
    codes[DETAIL] = 4040;
    expect(((await thrown(() => eleGuaranteeDetailLoader(args('/ele-guarantee-detail?id=8')))) as Response).status).toBe(404);
  });
});
