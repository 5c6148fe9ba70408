import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answered, loaderArgs as args, queriesTo } from '../../testing/loaders';
import { FORBIDDEN } from '../../shell/routeData';
import { selfDeclarationDetailLoader, selfDeclarationFormLoader, selfDeclarationListLoader, selfDeclarationLoader } from './loaders';

// The self-declaration loaders against a fake back end: what each path answers, its code when it is not
// 200 (4040 资源不存在, 403 no permission), and whether there is a login.
const BASE = '/cmpinternetportalfront/independentdeclaration/qzindependentdeclaration';
const page = (records: unknown[]) => ({ records, total: records.length, current: 1, size: 15 });
const answers: Record<string, unknown> = {
  [`${BASE}/getEnterprise`]: { enterpriseId: '1', name: '示例市信达纺织股份有限公司', creditCode: '91350300MA2Y0X123B', contactPhone: '13905941234' },
  [`${BASE}/infoPage`]: page([{ trackingNo: 'SM202611200001' }]),
  [`${BASE}/page`]: page([{ id: '42' }]),
  [`${BASE}/detail/{id}`]: { id: '42', title: '关于依法诚信经营的自主声明' },
};
const codes: Record<string, number> = {};
let token: { token_type: string; access_token: string } | null = null;
const GET = vi.fn((path: string, _init?: { params?: { query?: unknown; path?: unknown } }) =>
  Promise.resolve(codes[path] ? answered(null, codes[path], '失败') : answered(answers[path])),
);
vi.mock('#portal', () => ({
  portal: { api: { GET: (path: string, init?: { params?: { query?: unknown } }) => GET(path, init) }, tokenStore: { get: () => token } },
}));

const statusOf = (error: unknown) => (error instanceof Response ? error.status : error);
const signIn = () => {
  token = { token_type: 'Bearer', access_token: 't' };
};

beforeEach(() => {
  GET.mockClear();
  for (const path of Object.keys(codes)) delete codes[path];
  token = null;
});

describe('the self-declaration loaders', () => {
  it('ask nothing of the visitor’s own without a login', async () => {
    expect(await selfDeclarationLoader(args('/self-declaration?myPage=2'))).toBeNull();
    expect(await selfDeclarationFormLoader(args('/self-declaration1'))).toEqual({ enterprise: null });
    expect(GET).not.toHaveBeenCalled();
  });

  it('with a login, read my declarations under the list’s own names in the address', async () => {
    signIn();
    const mine = await selfDeclarationLoader(args('/self-declaration?myPage=2&myStatus=%E5%BE%85%E5%8F%97%E7%90%86&status=x'));
    expect(mine).toMatchObject({ total: 1 });
    expect(queriesTo(GET.mock.calls, `${BASE}/infoPage`)).toEqual([{ pageNo: 2, pageSize: 15, status: '待受理' }]);
  });

  it('read the enterprise the form declares for, and FORBIDDEN for another kind of account', async () => {
    signIn();
    expect((await selfDeclarationFormLoader(args('/self-declaration1'))).enterprise).toMatchObject({ creditCode: '91350300MA2Y0X123B' });
    codes[`${BASE}/getEnterprise`] = 403;
    expect(await selfDeclarationFormLoader(args('/self-declaration1'))).toEqual({ enterprise: FORBIDDEN });
  });

  it('read the page of the publicity the address’s words and a known 声明范围 ask for', async () => {
    await selfDeclarationListLoader(args('/self-declaration-list?pageNo=3&keyword=%E7%BA%BA%E7%BB%87&scope=%E8%AF%9A%E4%BF%A1%E7%BB%8F%E8%90%A5'));
    await selfDeclarationListLoader(args('/self-declaration-list?scope=unknown'));
    expect(queriesTo(GET.mock.calls, `${BASE}/page`)).toEqual([
      { pageNo: 3, pageSize: 15, keyword: '纺织', scope: '诚信经营' },
      { pageNo: 1, pageSize: 15 },
    ]);
  });

  it('read one declaration by its id, and answer 404 for a missing, malformed or unknown one', async () => {
    expect(await selfDeclarationDetailLoader(args('/self-declaration-detail?id=42'))).toMatchObject({ title: '关于依法诚信经营的自主声明' });
    for (const address of ['/self-declaration-detail', '/self-declaration-detail?id=abc']) {
      expect(statusOf(await selfDeclarationDetailLoader(args(address)).catch((error: unknown) => error))).toBe(404);
    }
    expect(GET).toHaveBeenCalledTimes(1);
    codes[`${BASE}/detail/{id}`] = 4040;
    expect(statusOf(await selfDeclarationDetailLoader(args('/self-declaration-detail?id=999999')).catch((error: unknown) => error))).toBe(404);
  });
});
