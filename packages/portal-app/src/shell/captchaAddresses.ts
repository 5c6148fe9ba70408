import { site } from '../config/site';

/** A captcha's image, at the city's back-end base. */
export const captchaImageSrc = (token: string) => `${site.apiBase}/graphic/captcha/getCaptcha/${encodeURIComponent(token)}`;

/** A captcha's code spoken (a WAV file), at the city's back-end base. */
export const captchaAudioSrc = (token: string) => `${site.apiBase}/graphic/captcha/getCaptchaAudio/${encodeURIComponent(token)}`;
