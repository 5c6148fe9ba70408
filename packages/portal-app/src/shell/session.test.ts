import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalError } from '@credit-portal/api-client';
import { answered, loaderArgs as args } from '../testing/loaders';
import { loginRequired } from './session';

// A login-required page's loader against a fake back end: who is logged in, and what the user call answers.
const USER = '/base/account/account/getCurrenUser';
const SIGN_ON = '/auth/mztLogin';
let token: { token_type: string; access_token: string } | null = null;
let userAnswer: () => unknown = () => answered({ name: '示例市信达纺织股份有限公司', userType: 2 });
let signOnAt: string | null = null;
const GET = vi.fn((path: string, init?: { params?: { query?: { redirect_uri?: string } } }) =>
  Promise.resolve(path === USER ? userAnswer() : answered({ loginUrl: signOnAt ?? `http://portal.test/sso/login?redirect_uri=${encodeURIComponent(init?.params?.query?.redirect_uri ?? '')}` })),
);
vi.mock('#portal', () => ({
  portal: { api: { GET: (path: string, init?: never) => GET(path, init) }, tokenStore: { get: () => token, clear: () => undefined } },
}));

const thrown = async (run: () => Promise<unknown>) => run().then(() => undefined, (error: unknown) => error);
let n = 0;
const signIn = () => {
  // A new token each time: the session's answer is kept per token.
  token = { token_type: 'Bearer', access_token: `t${++n}` };
};

beforeEach(() => {
  GET.mockClear();
  token = null;
  userAnswer = () => answered({ name: '示例市信达纺织股份有限公司', userType: 2 });
  signOnAt = null;
});

describe('a login-required page’s loader', () => {
  it('sends an anonymous visitor to the single sign-on as a document load, to come back to the page', async () => {
    const load = vi.fn(async () => 'page');
    const answer = await thrown(() => loginRequired(load)(args('/user?tab=my-applications')));
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(`http://portal.test/sso/login?redirect_uri=${encodeURIComponent('http://portal.test/user?tab=my-applications')}`);
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
    expect(load).not.toHaveBeenCalled();
  });

  it('sends a visitor whose login the back end says is over (203) to the sign-on too', async () => {
    signIn();
    userAnswer = () => answered(null, 203, '登录已过期');
    const answer = await thrown(() => loginRequired(async () => 'page')(args('/farming-user')));
    expect((answer as Response).status).toBe(302);
    expect(GET.mock.calls.map(([path]) => path)).toEqual([USER, SIGN_ON]);
  });

  it('loads the page for a logged-in visitor', async () => {
    signIn();
    expect(await loginRequired(async () => 'page')(args('/user'))).toBe('page');
    expect(GET.mock.calls.map(([path]) => path)).toEqual([USER]);
  });

  it('sends nobody away when the login cannot be checked: 503 with the catalogue’s message', async () => {
    signIn();
    userAnswer = () => answered(null, 500, '系统错误');
    const answer = await thrown(() => loginRequired(async () => 'page')(args('/user')));
    // Thrown from a loader, react-router gives the page's error boundary an error response of it.
    expect(answer).toMatchObject({ data: { sessionUnknown: '系统错误' }, init: { status: 503 } });
    expect(GET.mock.calls.map(([path]) => path)).toEqual([USER]);
  });

  it('never sends the visitor to a sign-on address that is no http(s) one: the catalogue’s 系统错误', async () => {
    signOnAt = 'javascript:alert(1)';
    const answer = await thrown(() => loginRequired(async () => 'page')(args('/user')));
    expect(answer).toBeInstanceOf(PortalError);
    expect((answer as PortalError).message).toBe('系统错误');
  });

  it('follows a sign-on on the portal’s own origin (a path), never one that only looks like it (//host)', async () => {
    signOnAt = '/sso/login?redirect_uri=x';
    const sent = await thrown(() => loginRequired(async () => 'page')(args('/user')));
    expect((sent as Response).headers.get('Location')).toBe('/sso/login?redirect_uri=x');
    signOnAt = '//evil.example/sso/login';
    expect(await thrown(() => loginRequired(async () => 'page')(args('/user')))).toBeInstanceOf(PortalError);
    signOnAt = '/\\evil.example/sso/login';
    expect(await thrown(() => loginRequired(async () => 'page')(args('/user')))).toBeInstanceOf(PortalError);
  });

  it('lets the sign-on’s return through: the shell exchanges its ticket first', async () => {
    expect(await loginRequired(async () => 'page')(args('/user?trustticket=abc'))).toBe('page');
    expect(GET).not.toHaveBeenCalled();
  });
});
