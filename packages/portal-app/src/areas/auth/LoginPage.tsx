import { Form as RouterForm, useActionData, useNavigation, useSearchParams } from 'react-router';
import { catalogueMessage } from '@credit-portal/api-client';
import { atoms, Button, Card, CentredPage, CentredPanel, Field, Form, FormSubmitError, Heading, Text, TextInput, TextLink, useForm } from '@credit-portal/ui';
import { site } from '../../config/site';
import { useCaptcha } from '../../shell/useCaptcha';
import { CaptchaField } from '../../views/CaptchaField';
import { usePostedForm } from '../../shell/postedForm';
import { intentAddress, intentOf } from '../../submission/action';
import { useRoutePost } from '../../submission/routePost';
import { CAPTCHA_UUID, LOGIN, LOGIN_CHECKS, SIGN_ON, type Credentials, type LoginAnswer, type LoginRefusal, type SignOnAnswer } from './loginActions';

/**
 * The standalone /login page (spec §2, §5, §7): user name (trimmed), password and the graphic
 * verification code, POST /auth/login; or the unified sign-on. Afterwards back to `redirect` when it
 * is one of our own paths, otherwise /home.
 */
export function Component() {
  const [params] = useSearchParams();
  const expired = params.get('expired') === '1';
  // A form sent without the page's script met the ended login: what it carried was not sent.
  const unsent = expired && params.get('unsent') === '1';
  // A form sent without the page's script was taken by the route's action (loginActions.ts): the login
  // again with a captcha, or the sign-on's failure.
  const answered = useActionData() as { login?: LoginAnswer<'username'>; signOn?: SignOnAnswer } | undefined;
  const intent = intentOf(params.toString());
  const acted = intent === LOGIN ? answered?.login : undefined;

  // Each round asks for a new captcha (spec §8: a failed check refreshes the image).
  const captcha = useCaptcha(acted?.captcha ?? null);
  const { token, refresh: refreshCaptcha } = captcha;

  const logIn = useRoutePost<LoginRefusal>(LOGIN, false);
  const givenBack = usePostedForm<Credentials>({ username: '', password: '', code: '' });
  const form = useForm<Credentials>({
    ...(acted
      ? { initialValues: { ...acted.values, password: '' }, initialSubmitError: acted.message ?? null, ...(acted.errors ? { initialErrors: acted.errors } : {}) }
      : givenBack),
    validators: LOGIN_CHECKS,
    onSubmit: async (values) => {
      const uuid = token;
      if (!uuid) throw new FormSubmitError('', { code: '验证码未加载，请点击“换一张”' });
      // A login that succeeds loads the page it leads to: this promise is then never settled.
      const refused = await logIn({ values: { ...values, [CAPTCHA_UUID]: uuid } });
      // Every attempt spends the captcha (spec §8: a failed check refreshes the image).
      refreshCaptcha();
      if (refused === null) throw new FormSubmitError('登录未完成，请重新登录');
      throw new FormSubmitError(refused.message ?? '', refused.errors ?? {});
    },
  });

  // 统一身份认证登录: the route's action (its clientAction with the page's script) sends the visitor on.
  const navigation = useNavigation();
  const ssoPending = navigation.state !== 'idle' && navigation.formMethod === 'POST' && intentOf(navigation.location.search) === SIGN_ON;
  const ssoError = intent === SIGN_ON && navigation.state === 'idle' ? (answered?.signOn?.message ?? null) : null;

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
              {unsent && '。刚才提交的内容未能发送：登录后将回到原页面，请检查表单内容后再次提交（密码和附件需重新填写）。'}
            </Text>
          </Card>
        )}
        <Form form={form} action={intentAddress(LOGIN, params)} aria-label="用户登录" labels={{ submit: '登录', submitting: '正在登录…', succeeded: '登录成功，正在跳转…' }}>
          <Field label="用户名" required error={form.errors.username}>
            <TextInput {...form.register('username')} autoComplete="username" maxLength={50} />
          </Field>
          <Field label="密码" required error={form.errors.password}>
            <TextInput {...form.register('password')} type="password" autoComplete="current-password" maxLength={64} />
          </Field>
          <CaptchaField captcha={captcha} field={form.register('code')} error={form.errors.code} />
          {/* The captcha the form shows, for the route's action (a form sent without the page's script). */}
          {token && <input type="hidden" name={CAPTCHA_UUID} value={token} />}
        </Form>
        <Text tone="muted" size="sm" className={atoms({ textAlign: 'center' })}>
          或
        </Text>
        {/* Without the page's script, a POST the route's action answers with the sign-on's address. */}
        <RouterForm method="post" action={intentAddress(SIGN_ON, params)}>
          <Button type="submit" loading={ssoPending}>
            统一身份认证登录
          </Button>
        </RouterForm>
        {ssoError && <p role="alert">{ssoError}</p>}
      </CentredPanel>
      <TextLink href="/home" standalone>
        返回首页
      </TextLink>
    </CentredPage>
  );
}
Component.displayName = 'LoginPage';
