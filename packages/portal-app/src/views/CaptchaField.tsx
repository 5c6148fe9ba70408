import { Button, CaptchaAudioButton, Field, Inline, Text, TextInput, type RegisteredField } from '@credit-portal/ui';
import { useHydrated } from '../shell/hydrated';
import { captchaAudioSrc, captchaImageSrc } from '../shell/captchaAddresses';
import type { Captcha } from '../shell/useCaptcha';
// The captcha's image as the forms' 安全验证 shows it (white in every colour mode).
import * as captchaStyles from '../submission/CaptchaFields.css';
import { CaptchaAudioLink } from '../submission/CaptchaFields';

/** Spec §5, §9: the verification code has at most 4 characters. */
export const CAPTCHA_LENGTH = 4;

/**
 * A login form's 验证码 (spec §5): the field, the graphic captcha's image (or why there is none) and
 * 换一张. Shared by the visitors' /login and the repair program's operator login.
 */
export function CaptchaField({
  captcha,
  field,
  error,
  withoutScript,
}: {
  captcha: Captcha;
  field: RegisteredField<string>;
  error?: string;
  /** What stands in the image's place before the page's script runs, where the form's route action draws the captcha (e.g. after the first 登录). */
  withoutScript?: string;
}) {
  const hydrated = useHydrated();
  return (
    <>
      <Field label="验证码" required error={error}>
        <TextInput {...field} maxLength={CAPTCHA_LENGTH} placeholder="请输入验证码" autoComplete="off" />
      </Field>
      <Inline space="sm">
        {captcha.token ? (
          <img className={captchaStyles.image} src={captchaImageSrc(captcha.token)} alt="验证码图片" width={120} height={40} />
        ) : (
          <Text as="span" tone="muted" size="sm" role={captcha.error ? 'alert' : 'status'}>
            {captcha.error ?? (!hydrated && withoutScript !== undefined ? withoutScript : '正在加载验证码…')}
          </Text>
        )}
        {hydrated ? (
          <>
            <Button variant="link" onClick={captcha.refresh}>
              换一张
            </Button>
            {captcha.token ? <CaptchaAudioButton key={captcha.token} src={captchaAudioSrc(captcha.token)} /> : null}
          </>
        ) : (
          // Before the page's script runs (or without one) both are a script's buttons: the code spoken is
          // a sound file to open, and a new image comes with the form's next answer, which gives back the
          // account's name (never the password) with another captcha.
          captcha.token && (
            <>
              <CaptchaAudioLink token={captcha.token} />
              <Text as="span" tone="muted" size="sm">
                看不清？验证码留空，点击“登录”即换一张
              </Text>
            </>
          )
        )}
      </Inline>
    </>
  );
}
