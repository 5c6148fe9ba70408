import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answered, loaderArgs as args, queriesTo } from '../../testing/loaders';
import { interactionBoardLoader, interactionLoader, myCorrectionsLoader, websiteInteractionLoader } from './loaders';

// The 网站互动 loaders against a fake back end: what each path answers, whether there is a login, and the paths that answer an error code.
const BOARD = '/cmpinternetportalfront/website/interaction/frontPage';
const DETAIL = '/cmpinternetportalfront/website/interaction/frontDetail/{id}';
const MINE = '/cmpinternetportalfront/correction/infoPage';
const SESSION = '/base/account/account/getCurrenUser';
const page = (records: unknown[]) => ({ records, total: records.length, current: 1, size: 15 });
const answers: Record<string, unknown> = {
  [BOARD]: page([{ id: '3', title: '信用报告下载' }]),
  [DETAIL]: { id: '3', title: '信用报告下载' },
  [MINE]: page([{ trackingNo: 'JC202611200001' }]),
  [SESSION]: { name: '示例市信达纺织股份有限公司', userType: 2 },
};
const codes: Record<string, number> = {};
let token: { token_type: string; access_token: string } | null = null;
const GET = vi.fn((path: string, _init?: { params?: { query?: unknown; path?: unknown } }) =>
  Promise.resolve(codes[path] ? answered(null, codes[path], '资源不存在') : answered(answers[path])),
);
vi.mock('#portal', () => ({
  portal: { api: { GET: (path: string, init?: { params?: { query?: unknown } }) => GET(path, init) }, tokenStore: { get: () => token } },
}));

// The session's answer is kept per token: each login here is a new one.
let logins = 0;
const signIn = () => {
  token = { token_type: 'bearer', access_token: `t${++logins}` };
};
const thrown = async (run: () => Promise<unknown>) => run().then(() => undefined, (error: unknown) => error);

beforeEach(() => {
  GET.mockClear();
  token = null;
  for (const path of Object.keys(codes)) delete codes[path];
});

describe('the 网站互动 loaders', () => {
  it('start the latest answers without waiting for them', async () => {
    const { latest } = await websiteInteractionLoader(args('/website-interaction'));
    expect((await latest).records).toHaveLength(1);
    expect(queriesTo(GET.mock.calls, BOARD)).toEqual([{ pageNo: 1, pageSize: 8 }]);
  });

  it('tell the page who visits: nobody without a login (asking nothing), the account’s type with one', async () => {
    expect((await websiteInteractionLoader(args('/website-interaction'))).viewer).toBeNull();
    expect(queriesTo(GET.mock.calls, SESSION)).toEqual([]);
    signIn();
    expect((await websiteInteractionLoader(args('/website-interaction'))).viewer).toEqual({ userType: 2 });
    await websiteInteractionLoader(args('/website-interaction'));
    expect(queriesTo(GET.mock.calls, SESSION)).toHaveLength(1);
  });

  it('show the page as to anyone when the login could not be checked, or the back end says it is over', async () => {
    signIn();
    codes[SESSION] = 500;
    expect((await websiteInteractionLoader(args('/website-interaction'))).viewer).toBeNull();
    signIn();
    codes[SESSION] = 401;
    expect((await websiteInteractionLoader(args('/website-interaction'))).viewer).toBeNull();
  });

  it('read the page, keyword and type of the address, leaving an unknown type out', async () => {
    await interactionBoardLoader(args('/website-interaction-info-list?pageNo=3&pageSize=20&keyword=%E4%BF%A1%E7%94%A8&type=%E6%8A%95%E8%AF%89'));
    await interactionBoardLoader(args('/website-interaction-info-list?type=%E6%B1%82%E5%8A%A9'));
    expect(queriesTo(GET.mock.calls, BOARD)).toEqual([
      { pageNo: 3, pageSize: 20, keyword: '信用', type: '投诉' },
      { pageNo: 1, pageSize: 15 },
    ]);
  });

  it('read one question; a malformed or unknown id is the route’s 404, the malformed one without asking', async () => {
    const is404 = (error: unknown) => error instanceof Response && error.status === 404;
    expect(await interactionLoader(args('/website-interaction-info-detail?id=3'))).toMatchObject({ title: '信用报告下载' });
    expect(is404(await thrown(() => interactionLoader(args('/website-interaction-info-detail?id=x1'))))).toBe(true);
    expect(is404(await thrown(() => interactionLoader(args('/website-interaction-info-detail'))))).toBe(true);
    expect(GET).toHaveBeenCalledTimes(1);
    codes[DETAIL] = 4040;
    expect(is404(await thrown(() => interactionLoader(args('/website-interaction-info-detail?id=999999'))))).toBe(true);
  });

  it('read the visitor’s own error reports, the page of the address, only with a login', async () => {
    expect(await myCorrectionsLoader(args('/check-error?pageNo=2'))).toBeNull();
    expect(GET).not.toHaveBeenCalled();
    signIn();
    expect((await myCorrectionsLoader(args('/check-error?pageNo=2&url=%2Fred-list')))?.records).toHaveLength(1);
    expect(queriesTo(GET.mock.calls, MINE)).toEqual([{ pageNo: 2, pageSize: 15 }]);
  });
});
