import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loaderArgs as args } from '../../testing/loaders';
import { userCentreLoader } from './loaders';

// The user centre's loader against a fake back end: what each path answers, and whether there is a login.
const page = (records: unknown[]) => ({ records, total: records.length, current: 1, size: 15 });
const answers: Record<string, unknown> = {
  '/base/account/account/getCurrenUser': { name: '林建国', userType: 1 },
  '/base/menu/menu/getCurrenMenu': [],
  '/message/info/page': { ...page([{ id: 'm1' }]), unread: 1 },
  '/cmpinternetportalfront/leavemessage/leavemessage/personalPage': page([{ id: '1' }]),
  '/integralfront/api/integralapplyrecperson/mynaturepointquery': { totalPoints: 10, history: page([]) },
  '/cmpinternetportalfront/creditreportapply/page': page([]),
  '/finance/product/apply/productApplyPage': page([{ id: 'a1', applyNo: 'JR20261118000423' }]),
  '/finance/product/apply/myCollectPage': page([{ id: 'p1' }]),
  '/cmpinternetportalfront/eleguarantee/myPage': page([{ id: '7' }]),
  '/cmpinternetportalfront/creditrepair/myApplications': page([{ id: 'r1' }]),
};
let token: { token_type: string; access_token: string } | null = null;
const GET = vi.fn((path: string, _init?: { params?: { query?: unknown } }) =>
  Promise.resolve({ data: { code: 200, msg: 'ok', data: answers[path] }, response: new Response(null, { status: 200 }) }),
);
vi.mock('#portal', () => ({
  portal: {
    api: { GET: (path: string, init?: { params?: { query?: unknown } }) => GET(path, init) },
    credit: { GET: (path: string, init?: { params?: { query?: unknown } }) => GET(path, init) },
    tokenStore: { get: () => token },
  },
}));

const queriesOf = (path: string) => GET.mock.calls.filter(([called]) => called === path).map(([, init]) => init?.params?.query);

beforeEach(() => {
  GET.mockClear();
  token = { token_type: 'Bearer', access_token: 't' };
});

describe('the user centre’s loader', () => {
  it('calls nothing without a login and ends with 401', async () => {
    token = null;
    const refused = await userCentreLoader(args('/user')).catch((error: unknown) => error);
    expect(refused instanceof Response && refused.status).toBe(401);
    expect(GET).not.toHaveBeenCalled();
  });

  it('reads the message centre by default (and for an unknown tab), with the filters of the address', async () => {
    const data = await userCentreLoader(args('/user?tab=unknown&readFlag=0&type=2&pageNo=2'));
    expect(data.panel.tab).toBe('message-centre');
    expect(data.account.userType).toBe(1);
    expect(queriesOf('/message/info/page')).toEqual([{ pageNo: 2, pageSize: 15, readFlag: 0, type: '2' }]);
  });

  it('reads what the panel of the address shows, and only that', async () => {
    expect((await userCentreLoader(args('/user?tab=my-messages&pageNo=2'))).panel.tab).toBe('my-messages');
    expect(queriesOf('/cmpinternetportalfront/leavemessage/leavemessage/personalPage')).toEqual([{ pageNo: 2, pageSize: 15 }]);
    // 我的信用积分 in the scheme of the account's user type (1: natural persons).
    expect((await userCentreLoader(args('/user?tab=my-points'))).panel.tab).toBe('my-points');
    expect(queriesOf('/integralfront/api/integralapplyrecperson/mynaturepointquery')).toEqual([{ pageNo: 1, pageSize: 15 }]);
    expect((await userCentreLoader(args('/user?tab=my-account'))).panel).toEqual({ tab: 'my-account' });
    expect(queriesOf('/message/info/page')).toEqual([]);
  });

  it('reads the loan applications of the status the address names, and the favourites, each on its own page', async () => {
    const applications = await userCentreLoader(args('/user?tab=my-applications&status=%E5%B7%B2%E6%94%BE%E6%AC%BE&pageNo=2&pageSize=20'));
    expect(applications.panel.tab === 'my-applications' && applications.panel.applications.records[0]?.applyNo).toBe('JR20261118000423');
    // An unknown status and page size are left out, not sent.
    await userCentreLoader(args('/user?tab=my-applications&status=bogus&pageSize=7'));
    expect(queriesOf('/finance/product/apply/productApplyPage')).toEqual([
      { pageNo: 2, pageSize: 20, status: '已放款' },
      { pageNo: 1, pageSize: 15 },
    ]);
    const favourites = await userCentreLoader(args('/user?tab=my-collections&pageNo=3'));
    expect(favourites.panel.tab === 'my-collections' && favourites.panel.favourites.records).toEqual([{ id: 'p1' }]);
    expect(queriesOf('/finance/product/apply/myCollectPage')).toEqual([{ pageNo: 3, pageSize: 15 }]);
  });

  it('reads the page of the enterprise’s guarantees and of the repair applications the address asks for', async () => {
    const guarantees = await userCentreLoader(args('/user?tab=my-guarantees&pageNo=2'));
    expect(guarantees.panel.tab === 'my-guarantees' && guarantees.panel.guarantees).toMatchObject({ records: [{ id: '7' }] });
    expect(queriesOf('/cmpinternetportalfront/eleguarantee/myPage')).toEqual([{ pageNo: 2, pageSize: 15 }]);
    await userCentreLoader(args('/user?tab=my-repairs&pageNo=3'));
    expect(queriesOf('/cmpinternetportalfront/creditrepair/myApplications')).toEqual([{ pageNo: 3, pageSize: 15 }]);
  });
});
