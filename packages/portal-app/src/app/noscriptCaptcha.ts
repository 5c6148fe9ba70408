// /captcha: the graphic captcha of a form read without the page's script, which shows it in a <noscript>
// (a login's views/CaptchaField.tsx, a kit form's or a search's submission/CaptchaFields.tsx). Each image
// asked for is a new captcha, its token kept in a cookie of this browser for the form's route action
// (submission/action.ts, `postedCaptchaToken`), and the browser is sent on to its image; `?audio`, to the
// same captcha's code spoken (a new one when no image was loaded). So the form's page stays the same for
// every visitor (and may be cached), and the form is sent once, not first to get a captcha. Never cached:
// every answer is this browser's alone. The browser keeps one token: a page has one form with a captcha
// (were there two, the captcha loaded first would be refused and its form come back with another).
import { readCookie } from '@credit-portal/api-client';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { captchaAudioSrc, captchaImageSrc, NOSCRIPT_CAPTCHA_COOKIE } from '../shell/captchaAddresses';
import { CAPTCHA_TOKEN_PATTERN, newCaptcha } from '../submission/action';

/** Longer than a back end keeps a captcha (three minutes, the reference's): the back end decides when its code expires. */
const KEPT_SECONDS = 10 * 60;

const noStore = { 'Cache-Control': 'no-store' };

const noscriptCaptcha = async ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const audio = url.searchParams.has('audio');
  const shown = readCookie(request.headers.get('Cookie'), NOSCRIPT_CAPTCHA_COOKIE);
  const kept = audio && shown !== undefined && CAPTCHA_TOKEN_PATTERN.test(shown) ? shown : undefined;
  const token = kept ?? (await newCaptcha());
  // No captcha to be had (the back end is down, or answered no token): the image fails, and the form's
  // action says why when sent.
  if (token === null || !CAPTCHA_TOKEN_PATTERN.test(token)) return new Response(null, { status: 503, headers: noStore });
  const headers = new Headers(noStore);
  if (kept === undefined) {
    const secure = url.protocol === 'https:' ? '; Secure' : '';
    headers.set('Set-Cookie', `${NOSCRIPT_CAPTCHA_COOKIE}=${token}; Max-Age=${KEPT_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}`);
  }
  return redirect(audio ? captchaAudioSrc(token) : captchaImageSrc(token), { status: 303, headers });
};

export const loader = noscriptCaptcha;
