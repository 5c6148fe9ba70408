import { describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs } from 'react-router';
import { answered } from '../../testing/loaders';
// The login route's own action (退出 or the login, by what was posted).
import { action as operatorLoginAction } from './routes/repair-program-login';

// The operators' login sent without the page's script, against a fake back end.
const CAPTCHA = 'captcha-token-0123456789';
const POST = vi.fn((_path: string, _init?: unknown) => Promise.resolve(answered({ token_type: 'Bearer', access_token: 'operator-token', expires_in: 1800 })));
vi.mock('#portal', () => ({
  portal: {
    tokenStore: { get: () => null },
    api: { GET: () => Promise.resolve(answered({ token: CAPTCHA })), POST: (path: string, init?: unknown) => POST(path, init) },
  },
}));

// The program's own client is not the login's (it logs in with the portal's, which sends no token).
vi.mock('#program', () => ({ program: { tokenStore: { get: () => null } } }));

const posted = (fields: Record<string, string>, address: string) =>
  ({ request: new Request(`http://portal.test${address}`, { method: 'POST', body: new URLSearchParams(fields) }), params: {}, context: {} }) as ActionFunctionArgs;

describe('the operators’ login sent without the page’s script', () => {
  it('sets the program’s own cookie, not the visitors’, and goes on to the program page named', async () => {
    const answer = (await operatorLoginAction(posted({ account: 'xfcz01', password: 'Xiufu@2026', code: 'K7P3', captchaToken: CAPTCHA }, '/repair-program-login?redirect=%2Frepair-program-cancel-log'))) as Response;
    expect(POST).toHaveBeenCalledWith('/repairprogram/auth/login', { body: { account: 'xfcz01', password: 'Xiufu@2026', captchaToken: CAPTCHA, code: 'K7P3' } });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/repair-program-cancel-log');
    expect(answer.headers.get('Set-Cookie')).toMatch(/^repair-program-token=.+; Path=\/; SameSite=Lax$/);
  });

  it('goes to the program’s home for an address outside the program', async () => {
    const answer = (await operatorLoginAction(posted({ account: 'xfcz01', password: 'Xiufu@2026', code: 'K7P3', captchaToken: CAPTCHA }, '/repair-program-login?redirect=%2Fuser'))) as Response;
    expect(answer.headers.get('Location')).toBe('/repair-program-home');
  });
});
