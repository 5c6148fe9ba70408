import { describe, expect, it } from 'vitest';
import { action } from './accessibilityPreference';
import { accessibilityPreferenceOf } from '../shell/accessibility';

const origin = 'https://credit.example.gov.cn';

/** The strip's or the toolbar's form posted. */
async function post(fields: Record<string, string>) {
  const headers = new Headers({ 'Content-Type': 'application/x-www-form-urlencoded' });
  const request = new Request(`${origin}/accessibility-preference`, { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
  return action({ request, params: {}, context: {} } as Parameters<typeof action>[0]);
}

/** The preference the answer's cookie keeps. */
const kept = (answer: Response) => accessibilityPreferenceOf((answer.headers.get('Set-Cookie') ?? '').split(';')[0]);

describe('the 无障碍 preference set without the page’s script', () => {
  it('keeps the preference a control sent for a year and goes back to the page', async () => {
    const answer = await post({ preference: 't150.high.open.care', back: '/credit-dynamics?pageNo=2' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/credit-dynamics?pageNo=2');
    expect(answer.headers.get('Set-Cookie')).toMatch(/^credit_portal_a11y=t150\.high\.open\.care; Max-Age=31536000; Path=\/; SameSite=Lax; Secure$/);
    expect(kept(answer)).toEqual({ settings: { textScale: 1.5, contrast: 'high', largeCursor: false, readingGuide: false }, toolbarOpen: true, care: true });
  });

  it('keeps only what it knows of the value, and ends the cookie for the defaults', async () => {
    expect((await post({ preference: 't150.<script>.care;Domain=evil', back: '/home' })).headers.get('Set-Cookie')).toMatch(/^credit_portal_a11y=t150; Max-Age=/);
    expect((await post({ preference: '', back: '/home' })).headers.get('Set-Cookie')).toMatch(/^credit_portal_a11y=; Max-Age=0;/);
  });

  it('changes nothing for a form without a preference', async () => {
    const answer = await post({ back: '/home' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Set-Cookie')).toBeNull();
  });

  it('goes back only to the portal’s own pages', async () => {
    for (const back of ['https://evil.example/', '//evil.example/home', '/\\evil.example', 'javascript:alert(1)']) {
      expect((await post({ preference: 'care', back })).headers.get('Location')).toBe('/home');
    }
  });
});
