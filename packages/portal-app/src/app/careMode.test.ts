import { describe, expect, it } from 'vitest';
import { action } from './careMode';
import { accessibilityPreferenceOf } from '../shell/accessibility';

const origin = 'https://credit.example.gov.cn';

/** The switch's form posted from `from` with the visitor's cookie. */
async function post(fields: Record<string, string>, { cookie = '', from = origin }: { cookie?: string; from?: string | null } = {}) {
  const headers = new Headers({ 'Content-Type': 'application/x-www-form-urlencoded' });
  if (cookie) headers.set('Cookie', cookie);
  if (from !== null) headers.set('Origin', from);
  const request = new Request(`${origin}/care-mode`, { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
  return action({ request, params: {}, context: {} } as Parameters<typeof action>[0]);
}

/** The preference the answer's cookie keeps. */
const kept = (answer: Response) => accessibilityPreferenceOf((answer.headers.get('Set-Cookie') ?? '').split(';')[0]);

describe('关怀版 switched without the page’s script', () => {
  it('turns it on, keeping the visitor’s other settings, and goes back to the page', async () => {
    const answer = await post({ care: 'on', back: '/credit-dynamics?pageNo=2' }, { cookie: 'credit_portal_a11y=t150.high.open' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/credit-dynamics?pageNo=2');
    expect(answer.headers.get('Set-Cookie')).toMatch(/; Max-Age=31536000; Path=\/; SameSite=Lax; Secure$/);
    expect(kept(answer)).toEqual({ ...accessibilityPreferenceOf('credit_portal_a11y=t150.high.open'), care: true });
  });

  it('turns it off, and ends the cookie when nothing else is kept in it', async () => {
    const answer = await post({ care: 'off', back: '/home' }, { cookie: 'credit_portal_a11y=care', from: null });
    expect(answer.headers.get('Set-Cookie')).toMatch(/^credit_portal_a11y=; Max-Age=0;/);
  });

  it('changes nothing for a form from another site, or a value it does not know', async () => {
    for (const answer of [await post({ care: 'on', back: '/home' }, { from: 'https://evil.example' }), await post({ care: 'yes', back: '/home' })]) {
      expect(answer.status).toBe(303);
      expect(answer.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it('goes back only to the portal’s own pages', async () => {
    for (const back of ['https://evil.example/', '//evil.example/home', '/\\evil.example', 'javascript:alert(1)']) {
      expect((await post({ care: 'on', back })).headers.get('Location')).toBe('/home');
    }
  });
});
