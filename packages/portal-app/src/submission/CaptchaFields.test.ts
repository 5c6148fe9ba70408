import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

/** The 安全验证 as the server sends it, built with the back-end base `apiBase` (VITE_API_BASE) or the default. */
async function captchaMarkup(apiBase?: string, token: string | null = 'c0ffee-42') {
  if (apiBase !== undefined) vi.stubEnv('VITE_API_BASE', apiBase);
  vi.resetModules();
  const { CaptchaFields } = await import('./CaptchaFields');
  return renderToStaticMarkup(createElement(CaptchaFields, token === null ? {} : { token }));
}

// Each case loads the module again (with the kit it imports) under its own build settings.
describe('the 安全验证 of a form sent without the page\'s script', { timeout: 60_000 }, () => {
  it('shows the captcha, its code spoken and posts its token, from the back end at /api by default', async () => {
    const html = await captchaMarkup();
    expect(html).toContain('src="/api/graphic/captcha/getCaptcha/c0ffee-42"');
    expect(html).toContain('href="/api/graphic/captcha/getCaptchaAudio/c0ffee-42"');
    expect(html).toMatch(/<input type="hidden" name="[^"]+" value="c0ffee-42"\/>/);
  });

  it('asks the city\'s own back-end base for the image and the sound when it is elsewhere', async () => {
    const html = await captchaMarkup('/gateway/credit-api');
    expect(html).toContain('src="/gateway/credit-api/graphic/captcha/getCaptcha/c0ffee-42"');
    expect(html).toContain('href="/gateway/credit-api/graphic/captcha/getCaptchaAudio/c0ffee-42"');
    expect(html).not.toContain('"/api/');
  });

  it('shows a new captcha of the portal’s own address inside a <noscript> on the form’s first answer, posting no token', async () => {
    const html = await captchaMarkup(undefined, null);
    // Nothing outside it either, such as a preload of its image for a browser that runs the script.
    expect(html).toMatch(/^<noscript class="[^"]+">[\s\S]*<\/noscript>$/);
    expect(html).toContain('src="/captcha"');
    expect(html).toContain('href="/captcha?audio"');
    expect(html).not.toContain('type="hidden"');
    expect(html).toContain('name="captchaCode"');
  });
});
