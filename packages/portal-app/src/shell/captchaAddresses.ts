import { site } from '../config/site';

/** A captcha's image, at the city's back-end base. */
export const captchaImageSrc = (token: string) => `${site.apiBase}/graphic/captcha/getCaptcha/${encodeURIComponent(token)}`;

/** A captcha's code spoken (a WAV file), at the city's back-end base. */
export const captchaAudioSrc = (token: string) => `${site.apiBase}/graphic/captcha/getCaptchaAudio/${encodeURIComponent(token)}`;

/**
 * A login form's captcha for a reader without the page's script (app/loginCaptcha.ts): each image a new
 * captcha, whose token the browser keeps in the LOGIN_CAPTCHA_COOKIE for the form's route action…
 */
export const LOGIN_CAPTCHA_IMAGE = '/login-captcha';
/** …and that captcha's code spoken. */
export const LOGIN_CAPTCHA_AUDIO = '/login-captcha?audio';
/** The cookie keeping the token of the last captcha image a login form showed without the page's script. */
export const LOGIN_CAPTCHA_COOKIE = 'credit-portal-login-captcha';
/** The field of a login form's 换一张 without the page's script (a submit button: `captcha=new`). */
export const NEW_CAPTCHA = 'captcha';
