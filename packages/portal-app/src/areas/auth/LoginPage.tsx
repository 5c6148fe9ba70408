import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { catalogueMessage, isPortalError, unwrap } from '@credit-portal/api-client';
import { atoms, Button, Card, CentredPage, CentredPanel, Field, Form, FormSubmitError, Heading, maxLength, required, Text, TextInput, TextLink, useForm } from '@credit-portal/ui';
import { site } from '../../config/site';
import { clearNavigationCache } from '../../shell/navigationCache';
import { ownPath } from '../../shell/ownPath';
import { portal } from '#portal';
import { startLogin } from '../../shell/session';
import { useCaptcha } from '../../shell/useCaptcha';
import { CAPTCHA_LENGTH, CaptchaField } from '../../views/CaptchaField';
import { toFormError } from '../../views/formError';
import { usePostedForm } from '../../shell/postedForm';

interface Credentials {
  username: string;
  password: string;
  code: string;
}

/**
 * The standalone /login page (spec §2, §5, §7): user name (trimmed), password and the graphic
 * verification code, POST /auth/login; or the unified sign-on. Afterwards back to `redirect` when it
 * is one of our own paths, otherwise /home.
 */
export function Component() {
  const [params] = useSearchParams();
  const target = ownPath(params.get('redirect'));
  const expired = params.get('expired') === '1';

  // Each round asks for a new captcha (spec §8: a failed check refreshes the image).
  const captcha = useCaptcha();
  const { token, refresh: refreshCaptcha } = captcha;

  const form = useForm<Credentials>({
    ...usePostedForm({ username: '', password: '', code: '' }),
    validators: {
      // Spec §5: the user name is trimmed, so spaces alone are no name.
      username: (value: string) => value.trim() !== '' || '请输入用户名',
      password: required('请输入密码'),
      code: [required('请输入验证码'), maxLength(CAPTCHA_LENGTH, `验证码最多${CAPTCHA_LENGTH}个字符`)],
    },
    onSubmit: async (values) => {
      const { username, password, code } = values;
      const uuid = token;
      if (!uuid) throw new FormSubmitError('', { code: '验证码未加载，请点击“换一张”' });
      try {
        const answer = await unwrap(portal.api.POST('/auth/login', { body: { username: username.trim(), password, code: code.trim(), uuid } }));
        portal.tokenStore.set({ token_type: answer.token_type, access_token: answer.access_token, expires_at: Date.now() + answer.expires_in * 1000 });
        clearNavigationCache();
        // A full load: the shell learns who is logged in once, before its first render.
        window.location.assign(target);
      } catch (error) {
        // Every attempt spends the captcha (spec §8: a failed check refreshes the image).
        refreshCaptcha();
        throw isPortalError(error) ? toFormError(error, Object.keys(values)) : new FormSubmitError(catalogueMessage('server'));
      }
    },
  });

  const [ssoPending, setSsoPending] = useState(false);
  const [ssoError, setSsoError] = useState<string | null>(null);
  const signOn = async () => {
    setSsoPending(true);
    setSsoError(null);
    try {
      await startLogin(new URL(target, window.location.origin).href);
    } catch (error) {
      setSsoError(isPortalError(error) ? error.message : catalogueMessage('server'));
      setSsoPending(false);
    }
  };

  return (
    <CentredPage space="lg" textAlign="start">
      <Text weight="bold">
        <TextLink href="/home">{site.portalName}</TextLink>
      </Text>
      <CentredPanel>
        <Heading level={1} size="xl" className={atoms({ textAlign: 'center' })}>
          用户登录
        </Heading>
        {expired && (
          <Card look="muted">
            <Text role="status" size="sm">
              {catalogueMessage('tokenExpired')}
            </Text>
          </Card>
        )}
        <Form form={form} aria-label="用户登录" labels={{ submit: '登录', submitting: '正在登录…', succeeded: '登录成功，正在跳转…' }}>
          <Field label="用户名" required error={form.errors.username}>
            <TextInput {...form.register('username')} autoComplete="username" maxLength={50} />
          </Field>
          <Field label="密码" required error={form.errors.password}>
            <TextInput {...form.register('password')} type="password" autoComplete="current-password" maxLength={64} />
          </Field>
          <CaptchaField captcha={captcha} field={form.register('code')} error={form.errors.code} />
        </Form>
        <Text tone="muted" size="sm" className={atoms({ textAlign: 'center' })}>
          或
        </Text>
        <Button onClick={() => void signOn()} loading={ssoPending}>
          统一身份认证登录
        </Button>
        {ssoError && <p role="alert">{ssoError}</p>}
      </CentredPanel>
      <TextLink href="/home" standalone>
        返回首页
      </TextLink>
    </CentredPage>
  );
}
Component.displayName = 'LoginPage';
