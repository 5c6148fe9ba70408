import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answered, loaderArgs } from '../testing/loaders';
import { loader } from './noscriptCaptcha';

// /captcha against a fake back end: what a browser without the page's script gets for the image.
const GET = vi.fn((_path: string) => Promise.resolve(answered({ token: 'captcha-token-new-0123' })));
vi.mock('#portal', () => ({ portal: { api: { GET: (path: string) => GET(path) } } }));

const asked = (address: string, cookie?: string) => {
  const args = loaderArgs(address);
  if (cookie) args.request.headers.set('Cookie', cookie);
  return loader(args);
};

beforeEach(() => GET.mockClear());

describe('a form’s captcha without the page’s script', () => {
  it('makes a new captcha for each image, keeps its token in this browser for the form’s action, and is never cached', async () => {
    const answer = await asked('/captcha', 'credit-portal-captcha=captcha-token-old-0123');
    expect(GET).toHaveBeenCalledWith('/graphic/captcha');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/api/graphic/captcha/getCaptcha/captcha-token-new-0123');
    expect(answer.headers.get('Set-Cookie')).toBe('credit-portal-captcha=captcha-token-new-0123; Max-Age=600; Path=/; HttpOnly; SameSite=Lax');
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
  });

  it('speaks the code of the image shown, or of a new captcha where no image was loaded', async () => {
    const spoken = await asked('/captcha?audio', 'credit-portal-captcha=captcha-token-old-0123');
    expect(GET).not.toHaveBeenCalled();
    expect(spoken.headers.get('Location')).toBe('/api/graphic/captcha/getCaptchaAudio/captcha-token-old-0123');
    expect(spoken.headers.get('Set-Cookie')).toBeNull();
    // A cookie that is no captcha's token is not sent on to the back end.
    for (const cookie of [undefined, 'credit-portal-captcha=../../x']) {
      const fresh = await asked('/captcha?audio', cookie);
      expect(fresh.headers.get('Location')).toBe('/api/graphic/captcha/getCaptchaAudio/captcha-token-new-0123');
      expect(fresh.headers.get('Set-Cookie')).toMatch(/^credit-portal-captcha=captcha-token-new-0123;/);
    }
  });

  it('is Secure on https', async () => {
    const args = { ...loaderArgs('/captcha'), request: new Request('https://credit.example.gov.cn/captcha') };
    expect((await loader(args)).headers.get('Set-Cookie')).toMatch(/; Secure$/);
  });

  it('fails the image, uncached, when the back end has no captcha to give, or answers what is no token', async () => {
    GET.mockImplementationOnce(() => Promise.reject(new Error('down')));
    GET.mockImplementationOnce(() => Promise.resolve(answered({ token: 'x; Domain=evil.example; Path=/' })));
    for (const _ of ['down', 'no token']) {
      const answer = await asked('/captcha');
      expect(answer.status).toBe(503);
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
      expect(answer.headers.get('Set-Cookie')).toBeNull();
    }
  });
});
