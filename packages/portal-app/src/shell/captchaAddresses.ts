import { site } from '../config/site';

/** A captcha's image, at the city's back-end base. */
export const captchaImageSrc = (token: string) => `${site.apiBase}/graphic/captcha/getCaptcha/${encodeURIComponent(token)}`;

/** A captcha's code spoken (a WAV file), at the city's back-end base. */
export const captchaAudioSrc = (token: string) => `${site.apiBase}/graphic/captcha/getCaptchaAudio/${encodeURIComponent(token)}`;

/**
 * The captcha of a form read without the page's script (app/noscriptCaptcha.ts), shown in a <noscript>:
 * each image a new captcha, whose token the browser keeps in the NOSCRIPT_CAPTCHA_COOKIE for the form's
 * route action (submission/action.ts, `postedCaptchaToken`)…
 */
export const NOSCRIPT_CAPTCHA_IMAGE = '/captcha';
/** …and that captcha's code spoken. */
export const NOSCRIPT_CAPTCHA_AUDIO = '/captcha?audio';
/** The cookie keeping the token of the last captcha image a form showed without the page's script. */
export const NOSCRIPT_CAPTCHA_COOKIE = 'credit-portal-captcha';
/** The field of a login form's 换一张 without the page's script (a submit button: `captcha=new`). */
export const NEW_CAPTCHA = 'captcha';
