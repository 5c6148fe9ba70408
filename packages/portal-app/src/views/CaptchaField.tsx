import { Button, CaptchaAudioButton, Field, Inline, Text, TextInput, type RegisteredField } from '@credit-portal/ui';
import { useHydrated } from '../shell/hydrated';
import { captchaAudioSrc, NEW_CAPTCHA } from '../shell/captchaAddresses';
import type { Captcha } from '../shell/useCaptcha';
import { CaptchaAudioLink, CaptchaImage } from '../submission/CaptchaFields';

/** Spec §5, §9: the verification code has at most 4 characters. */
export const CAPTCHA_LENGTH = 4;

/**
 * A login form's 验证码 (spec §5): the field, the graphic captcha's image (or why there is none) and
 * 换一张. Shared by the visitors' /login and the repair program's operator login.
 *
 * Without the page's script the image is one the route's action answered with (after 换一张 or a refused
 * login), or else a new captcha's, shown in a <noscript> (CaptchaImage without a token), which keeps its token
 * in this browser for the action (app/noscriptCaptcha.ts): the form is sent once. A browser that runs the
 * script never loads it, and asks for its own captcha once hydrated.
 */
export function CaptchaField({ captcha, field, error }: { captcha: Captcha; field: RegisteredField<string>; error?: string }) {
  const hydrated = useHydrated();
  return (
    <>
      <Field label="验证码" required error={error}>
        <TextInput {...field} maxLength={CAPTCHA_LENGTH} placeholder="请输入验证码" autoComplete="off" />
      </Field>
      <Inline space="sm">
        {captcha.token ? (
          <CaptchaImage token={captcha.token} />
        ) : hydrated ? (
          <Text as="span" tone="muted" size="sm" role={captcha.error ? 'alert' : 'status'}>
            {captcha.error ?? '正在加载验证码…'}
          </Text>
        ) : (
          <noscript>
            <CaptchaImage />
          </noscript>
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
          // a sound file to open, and 换一张 posts the form, which comes back with the account's name (never
          // the password) and another captcha. The hidden submit button before it stays the form's default
          // one, which Enter in a field presses: 登录's twin, it sends the form as 登录 does.
          <>
            <button type="submit" hidden tabIndex={-1} />
            <Button type="submit" variant="link" name={NEW_CAPTCHA} value="new">
              换一张
            </Button>
            <CaptchaAudioLink token={captcha.token ?? undefined} />
          </>
        )}
      </Inline>
    </>
  );
}
