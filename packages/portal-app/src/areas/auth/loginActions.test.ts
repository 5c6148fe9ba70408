import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs, ClientActionFunctionArgs } from 'react-router';
import { answered } from '../../testing/loaders';
import { loginClientAction, signOnAction, type LoginAnswer, type LoginRefusal } from './loginActions';
// The route's own action (its login form, by the address's intent).
import { action as loginAction } from './routes/login';

// /login sent without the page's script, against a fake back end: what the visitor's browser gets back.
const CAPTCHA = 'captcha-token-0123456789';
const GET = vi.fn((path: string, _init?: unknown) =>
  Promise.resolve(path === '/graphic/captcha' ? answered({ token: CAPTCHA }) : answered({ loginUrl: 'https://sso.example.gov.cn/login?app=portal' })),
);
const POST = vi.fn((_path: string, init: { body: { code: string } }) =>
  Promise.resolve(
    init.body.code === 'K7P3'
      ? answered({ token_type: 'Bearer', access_token: 'token-of-qiye', expires_in: 7200 })
      : { data: { code: 202, msg: '验证码错误或已过期', errors: { code: '验证码错误或已过期' } }, response: new Response(null, { status: 200 }) },
  ),
);
const kept = vi.fn();
const menuForgotten = vi.fn();
vi.mock('../../shell/navigationCache', () => ({ clearNavigationCache: () => menuForgotten() }));
vi.mock('#portal', () => ({
  portal: { tokenStore: { get: () => null, set: (token: unknown) => kept(token) }, api: { GET: (path: string, init?: unknown) => GET(path, init), POST: (path: string, init: never) => POST(path, init) } },
}));

const posted = (fields: Record<string, string>, address = '/login?redirect=%2Fcredit-report&intent=login', headers: Record<string, string> = {}) =>
  ({ request: new Request(`http://portal.test${address}`, { method: 'POST', body: new URLSearchParams(fields), headers }), params: {}, context: {} }) as ActionFunctionArgs;

const answerOf = (result: unknown) => (result as { data: { login: LoginAnswer } }).data.login;

beforeEach(() => {
  GET.mockClear();
  POST.mockClear();
  kept.mockClear();
});

describe('the login sent without the page’s script', () => {
  it('comes back first with the captcha’s image, the user name kept and the password not', async () => {
    const answer = answerOf(await loginAction(posted({ username: 'qiye', password: 'Xinyong@2026', code: '' })));
    expect(answer).toMatchObject({ values: { username: 'qiye', code: '' }, captcha: CAPTCHA });
    expect(answer.message).toContain('请输入图片中的验证码');
    expect(JSON.stringify(answer)).not.toContain('Xinyong@2026');
    expect(POST).not.toHaveBeenCalled();
  });

  it('logs in with the right code: the login cookie set and the visitor sent on to the page named', async () => {
    const answer = (await loginAction(posted({ username: ' qiye ', password: 'Xinyong@2026', code: 'K7P3', uuid: CAPTCHA }))) as Response;
    expect(POST).toHaveBeenCalledWith('/auth/login', { body: { username: 'qiye', password: 'Xinyong@2026', code: 'K7P3', uuid: CAPTCHA } });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/credit-report');
    expect(answer.headers.get('Set-Cookie')).toMatch(/^credit-portal-token=.+; Path=\/; SameSite=Lax$/);
  });

  it('says a wrong code beside its field, with a new captcha', async () => {
    const answer = answerOf(await loginAction(posted({ username: 'qiye', password: 'Xinyong@2026', code: 'ZZZZ', uuid: CAPTCHA })));
    expect(answer.errors).toEqual({ code: '验证码错误或已过期' });
    expect(answer.captcha).toBe(CAPTCHA);
    expect(answer.message).toContain('密码需重新输入');
  });

  it('logs in once with the captcha its <noscript> image showed, whose token the browser kept in its cookie', async () => {
    const shown = 'captcha-shown-without-script-01';
    const cookie = { Cookie: `credit-portal-token=; credit-portal-captcha=${shown}` };
    const answer = (await loginAction(posted({ username: 'qiye', password: 'Xinyong@2026', code: 'K7P3' }, undefined, cookie))) as Response;
    expect(POST).toHaveBeenCalledWith('/auth/login', { body: { username: 'qiye', password: 'Xinyong@2026', code: 'K7P3', uuid: shown } });
    expect(answer.status).toBe(303);
    // The captcha the form itself posted (one the action answered with) comes first.
    POST.mockClear();
    await loginAction(posted({ username: 'qiye', password: 'Xinyong@2026', code: 'K7P3', uuid: CAPTCHA }, undefined, cookie));
    expect(POST).toHaveBeenCalledWith('/auth/login', { body: expect.objectContaining({ uuid: CAPTCHA }) });
  });

  it('换一张 comes back with another captcha and the user name, sending nothing', async () => {
    const answer = answerOf(await loginAction(posted({ username: 'qiye', password: 'Xinyong@2026', code: 'AB', captcha: 'new', uuid: CAPTCHA })));
    expect(answer).toMatchObject({ values: { username: 'qiye', code: '' }, captcha: CAPTCHA, message: '已换一张验证码，请输入新图片中的验证码（密码需重新输入）' });
    expect(answer.errors).toBeUndefined();
    expect(JSON.stringify(answer)).not.toContain('Xinyong@2026');
    expect(POST).not.toHaveBeenCalled();
  });

  it('checks the fields as the page does before anything is sent', async () => {
    const answer = answerOf(await loginAction(posted({ username: '  ', password: '', code: 'K7P3', uuid: CAPTCHA })));
    expect(Object.keys(answer.errors ?? {}).sort()).toEqual(['password', 'username']);
    expect(POST).not.toHaveBeenCalled();
  });

  it('leads to the home page, never to another site', async () => {
    const answer = (await loginAction(posted({ username: 'qiye', password: 'Xinyong@2026', code: 'K7P3', uuid: CAPTCHA }, '/login?redirect=%2F%2Fevil.example%2F&intent=login'))) as Response;
    expect(answer.headers.get('Location')).toBe('/home');
  });
});

describe('统一身份认证登录 sent without the page’s script', () => {
  it('follows no sign-on address but http(s): the catalogue’s 系统错误 on the page instead', async () => {
    GET.mockImplementationOnce(() => Promise.resolve(answered({ loginUrl: 'javascript:alert(1)' })));
    const answer = (await signOnAction(posted({}, '/login?intent=sso'))) as { data: { signOn: { message: string } } };
    expect(answer.data.signOn.message).toBe('系统错误');
  });

  it('sends the visitor to the sign-on, which comes back to the page named', async () => {
    const answer = (await signOnAction(posted({}, '/login?redirect=%2Fuser&intent=sso'))) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('https://sso.example.gov.cn/login?app=portal');
    expect(GET).toHaveBeenCalledWith('/auth/mztLogin', expect.objectContaining({ params: { query: { redirect_uri: 'http://portal.test/user' } } }));
  });
});

describe('the login sent with the page’s script (the route’s clientAction)', () => {
  const sent = (values: Record<string, string>, address = '/login?redirect=%2Fcredit-report&intent=login') =>
    ({
      request: new Request(`http://portal.test${address}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ values, nonce: 'n1' }) }),
      params: {},
      context: {},
    }) as unknown as ClientActionFunctionArgs;
  const refusalOf = (result: unknown) => result as { data: { answer: LoginRefusal; nonce: string }; init: { status: number } };

  it('keeps the token and loads the page named whole', async () => {
    const answer = (await loginClientAction(sent({ username: ' qiye ', password: 'Xinyong@2026', code: 'K7P3', uuid: CAPTCHA }))) as Response;
    expect(POST).toHaveBeenCalledWith('/auth/login', { body: { username: 'qiye', password: 'Xinyong@2026', code: 'K7P3', uuid: CAPTCHA } });
    expect(kept).toHaveBeenCalledWith(expect.objectContaining({ token_type: 'Bearer', access_token: 'token-of-qiye' }));
    expect(menuForgotten).toHaveBeenCalled();
    expect(answer.headers.get('Location')).toBe('/credit-report');
    // A whole page's load, not a move inside the page: the shell learns the visitor before its first render.
    expect(answer.headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('answers a wrong code beside its field, for this post, keeping nothing', async () => {
    const refusal = refusalOf(await loginClientAction(sent({ username: 'qiye', password: 'Xinyong@2026', code: 'ZZZZ', uuid: CAPTCHA })));
    expect(refusal.init.status).toBe(422);
    expect(refusal.data).toEqual({ answer: { message: '请根据提示修改后重新提交', errors: { code: '验证码错误或已过期' } }, nonce: 'n1' });
    expect(kept).not.toHaveBeenCalled();
  });

  it('checks the fields before anything is sent, and asks for the captcha when none was shown', async () => {
    const unchecked = refusalOf(await loginClientAction(sent({ username: ' ', password: '', code: 'K7P3', uuid: CAPTCHA })));
    expect(Object.keys(unchecked.data.answer.errors ?? {}).sort()).toEqual(['password', 'username']);
    const withoutCaptcha = refusalOf(await loginClientAction(sent({ username: 'qiye', password: 'Xinyong@2026', code: 'K7P3' })));
    expect(withoutCaptcha.data.answer.errors).toEqual({ code: '验证码未加载，请点击“换一张”' });
    expect(POST).not.toHaveBeenCalled();
  });

  it('leads to the home page, never to another site', async () => {
    const answer = (await loginClientAction(sent({ username: 'qiye', password: 'Xinyong@2026', code: 'K7P3', uuid: CAPTCHA }, '/login?redirect=https%3A%2F%2Fevil.example%2F&intent=login'))) as Response;
    expect(answer.headers.get('Location')).toBe('/home');
  });
});
