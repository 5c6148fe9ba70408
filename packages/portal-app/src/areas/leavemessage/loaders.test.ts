import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answered, loaderArgs as args, queriesTo } from '../../testing/loaders';
import { leaveMessageHubLoader, messageBoardLoader, messageLoader } from './loaders';
import { yearOptions } from './params';

// The 公众留言 loaders against a fake back end: what each path answers, and the paths that answer an error code.
const PAGE = '/cmpinternetportalfront/leavemessage/leavemessage/page';
const SITUATION = '/cmpinternetportalfront/leavemessage/leavemessage/acceptSituation';
const DETAIL = '/cmpinternetportalfront/leavemessage/leavemessage/detail/{id}';
const SESSION = '/base/account/account/getCurrenUser';
const page = { records: [{ id: '7', title: '信用修复咨询' }], total: 1, current: 1, size: 15 };
const answers: Record<string, unknown> = {
  [PAGE]: page,
  [SITUATION]: { year: 2026, received: 3, replied: 2, replyRate: 66.7, byType: [], byMonth: [] },
  [DETAIL]: { id: '7', title: '信用修复咨询' },
  [SESSION]: { name: '张三', userType: 1 },
};
const codes: Record<string, number> = {};
const GET = vi.fn((path: string, _init?: { params?: { query?: unknown; path?: unknown } }) =>
  Promise.resolve(codes[path] ? answered(null, codes[path], '资源不存在') : answered(answers[path])),
);
let token: { token_type: string; access_token: string } | null = null;
vi.mock('#portal', () => ({ portal: { api: { GET: (path: string, init?: { params?: { query?: unknown } }) => GET(path, init) }, tokenStore: { get: () => token } } }));
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

describe('the hub loader', () => {
  it('starts the year of the address and the latest answers without waiting for them; a year not on offer is the default', async () => {
    const last = yearOptions()[1] ?? '';
    const hub = await leaveMessageHubLoader(args(`/leavemessage?year=${last}`));
    expect(await hub.situation).toMatchObject({ received: 3 });
    expect((await hub.latest).records).toHaveLength(1);
    await (await leaveMessageHubLoader(args('/leavemessage?year=1999'))).situation;
    expect(queriesTo(GET.mock.calls, SITUATION)).toEqual([{ year: Number(last) }, {}]);
    expect(queriesTo(GET.mock.calls, PAGE)).toEqual([{ pageNo: 1, pageSize: 8 }, { pageNo: 1, pageSize: 8 }]);
  });

  it('tells the page who visits (我的留言 is a logged-in visitor’s): nobody without a login, the account’s type with one', async () => {
    expect((await leaveMessageHubLoader(args('/leavemessage'))).viewer).toBeNull();
    expect(queriesTo(GET.mock.calls, SESSION)).toEqual([]);
    signIn();
    expect((await leaveMessageHubLoader(args('/leavemessage'))).viewer).toEqual({ userType: 1 });
  });
});

describe('the board loader', () => {
  it('reads the page, keyword and type of the address, leaving an unknown type out', async () => {
    expect(await messageBoardLoader(args('/credit-leavemessage?pageNo=2&keyword=%E4%BF%A1%E7%94%A8&type=%E5%92%A8%E8%AF%A2'))).toEqual(page);
    await messageBoardLoader(args('/credit-leavemessage?type=other'));
    expect(queriesTo(GET.mock.calls, PAGE)).toEqual([
      { pageNo: 2, pageSize: 15, keyword: '信用', type: '咨询' },
      { pageNo: 1, pageSize: 15 },
    ]);
  });

  it('leaves a failure to the route', async () => {
    codes[PAGE] = 4040;
    expect(await thrown(() => messageBoardLoader(args('/credit-leavemessage')))).toMatchObject({ kind: 'notFound' });
  });
});

describe('the detail loader', () => {
  it('reads the message of the address', async () => {
    expect(await messageLoader(args('/credit-leavemessagedetail?id=7'))).toMatchObject({ message: { title: '信用修复咨询' } });
  });

  it('tells the page who visits (the way back to 我的留言 is a logged-in writer’s)', async () => {
    expect((await messageLoader(args('/credit-leavemessagedetail?id=7'))).viewer).toBeNull();
    signIn();
    expect(await messageLoader(args('/credit-leavemessagedetail?id=7'))).toMatchObject({ message: { title: '信用修复咨询' }, viewer: { userType: 1 } });
  });

  it('gives null for a missing, malformed or unknown id, asking nothing for the first two', async () => {
    expect((await messageLoader(args('/credit-leavemessagedetail'))).message).toBeNull();
    expect((await messageLoader(args('/credit-leavemessagedetail?id=abc'))).message).toBeNull();
    expect(GET).not.toHaveBeenCalled();
    codes[DETAIL] = 4040;
    expect((await messageLoader(args('/credit-leavemessagedetail?id=999999'))).message).toBeNull();
    codes[DETAIL] = 5000;
    expect(await thrown(() => messageLoader(args('/credit-leavemessagedetail?id=7')))).toMatchObject({ kind: 'server' });
  });
});
