import { Field, TextInput } from '@credit-portal/ui';
import { captchaAudioSrc, captchaImageSrc, NOSCRIPT_CAPTCHA_AUDIO, NOSCRIPT_CAPTCHA_IMAGE } from '../shell/captchaAddresses';
import { CAPTCHA_CODE, CAPTCHA_TOKEN } from './action';
import * as styles from './CaptchaFields.css';

/**
 * The 安全验证 of a form sent without the page's script: the captcha's image (and its code spoken, as a
 * sound file to open) and a field for the code, posted with the form.
 *
 * `token`: a captcha the route's action answered with, whose token the form posts. Without one (the
 * page's first answer, the same for every visitor) the image is a new captcha's, whose token the browser
 * keeps for the action (app/noscriptCaptcha.ts), inside a <noscript>: only a browser that does not run the
 * page's script asks for it (one that does shows its 安全验证 dialog when the form is sent), and the form
 * is sent once.
 */
export function CaptchaFields({ token }: { token?: string }) {
  const fields = (
    <>
      {token === undefined ? null : <input type="hidden" name={CAPTCHA_TOKEN} value={token} />}
      <CaptchaImage token={token} />
      <Field label="验证码" required hint="请输入图片中的 4 个字符，不区分大小写">
        <TextInput name={CAPTCHA_CODE} maxLength={4} autoComplete="off" />
      </Field>
      <CaptchaAudioLink token={token} />
    </>
  );
  return token === undefined ? <noscript className={styles.captcha}>{fields}</noscript> : <div className={styles.captcha}>{fields}</div>;
}

/**
 * A captcha's image (drawn dark on white in every colour mode): the back end's for a captcha whose token
 * the page has, or else a new captcha's from the portal's own address, whose token the browser keeps for
 * the form's action (app/noscriptCaptcha.ts; only inside a <noscript>).
 */
export function CaptchaImage({ token }: { token?: string | undefined }) {
  return <img className={styles.image} src={token === undefined ? NOSCRIPT_CAPTCHA_IMAGE : captchaImageSrc(token)} alt="验证码图片" width={120} height={40} />;
}

/**
 * The captcha's code spoken, as a sound file to open: what stands for the audio button without the
 * page's script. The same captcha as CaptchaImage's for the same `token`.
 */
export function CaptchaAudioLink({ token }: { token?: string | undefined }) {
  return (
    <a className={styles.audio} href={token === undefined ? NOSCRIPT_CAPTCHA_AUDIO : captchaAudioSrc(token)}>
      听语音验证码
    </a>
  );
}
