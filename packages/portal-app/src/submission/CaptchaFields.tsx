import { Field, TextInput } from '@credit-portal/ui';
import { captchaAudioSrc, captchaImageSrc } from '../shell/captchaAddresses';
import { CAPTCHA_CODE, CAPTCHA_TOKEN } from './action';
import * as styles from './CaptchaFields.css';

/**
 * The 安全验证 of a form sent without the page's script: the captcha's image (and its code spoken, as a
 * sound file to open), a field for the code, and the captcha's token, posted with the form.
 */
export function CaptchaFields({ token }: { token: string }) {
  return (
    <div className={styles.captcha}>
      <input type="hidden" name={CAPTCHA_TOKEN} value={token} />
      <img className={styles.image} src={captchaImageSrc(token)} alt="验证码图片" width={120} height={40} />
      <Field label="验证码" required hint="请输入图片中的 4 个字符，不区分大小写">
        <TextInput name={CAPTCHA_CODE} maxLength={4} autoComplete="off" />
      </Field>
      <CaptchaAudioLink href={captchaAudioSrc(token)} />
    </div>
  );
}

/** The captcha's code spoken, as a sound file to open (at `href`): what stands for the audio button without the page's script. */
export function CaptchaAudioLink({ href }: { href: string }) {
  return (
    <a className={styles.audio} href={href}>
      听语音验证码
    </a>
  );
}
