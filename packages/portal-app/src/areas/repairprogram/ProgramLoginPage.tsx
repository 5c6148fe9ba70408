import { useActionData, useNavigate, useSearchParams } from 'react-router';
import { catalogueMessage, isPortalError, unwrap } from '@credit-portal/api-client';
import { atoms, Card, CentredPage, CentredPanel, Field, Form, FormSubmitError, Heading, Text, TextInput, useForm } from '@credit-portal/ui';
import { useCaptcha } from '../../shell/useCaptcha';
import { toFormError } from '../../views/formError';
import { CaptchaField } from '../../views/CaptchaField';
import { program } from '#program';
import { programPath } from './program';
import { usePostedForm } from '../../shell/postedForm';
import { site } from '../../config/site';
import type { LoginAnswer } from '../../submission/loginAction';
import { CAPTCHA_TOKEN_FIELD, OPERATOR_LOGIN_CHECKS, type OperatorCredentials as Credentials } from './loginAction';

/**
 * /repair-program-login: the credit-repair program's own login (account, password, graphic captcha),
 * separate from the visitors' single sign-on. Five wrong passwords lock the account for 15 minutes (the
 * server says so on the field); afterwards back to the program page the operator came from.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = programPath(params.get('redirect'));
  const expired = params.get('reason') === 'expired';
  // A login sent without the page's script (or before it ran) was taken by the route's action
  // (loginAction.ts): the form again with a captcha, and why.
  const acted = (useActionData() as { login?: LoginAnswer<'account'> } | undefined)?.login;
  const captcha = useCaptcha(acted?.captcha ?? null);
  const { token, refresh: refreshCaptcha } = captcha;

  const givenBack = usePostedForm<Credentials>({ account: '', password: '', code: '' });
  const form = useForm<Credentials>({
    ...(acted
      ? { initialValues: { ...acted.values, password: '' }, initialSubmitError: acted.message ?? null, ...(acted.errors ? { initialErrors: acted.errors } : {}) }
      : givenBack),
    validators: OPERATOR_LOGIN_CHECKS,
    onSubmit: async (values) => {
      if (!token) throw new FormSubmitError('', { code: '验证码未加载，请点击“换一张”' });
      try {
        const answer = await unwrap(
          program.api.POST('/repairprogram/auth/login', {
            body: { account: values.account.trim(), password: values.password, captchaToken: token, code: values.code.trim() },
          }),
        );
        program.tokenStore.set({ token_type: answer.token_type, access_token: answer.access_token });
        void navigate(target, { replace: true });
      } catch (error) {
        // Every attempt spends the captcha (spec §8: a failed check refreshes the image), and its answer.
        refreshCaptcha();
        form.setValue('code', '');
        throw isPortalError(error) ? toFormError(error, Object.keys(values)) : new FormSubmitError(catalogueMessage('server'));
      }
    },
  });

  return (
    <CentredPage space="lg" textAlign="start">
      <Text weight="bold" tone="brand">
        {site.repairSystemName}
      </Text>
      <CentredPanel>
        <Heading level={1} size="xl" className={atoms({ textAlign: 'center' })}>
          工作人员登录
        </Heading>
        {expired && (
          <Card look="muted">
            <Text role="status" size="sm">
              长时间未操作，登录已超时，请重新登录
            </Text>
          </Card>
        )}
        <Form form={form} aria-label="工作人员登录" labels={{ submit: '登录', submitting: '正在登录…', succeeded: '登录成功，正在跳转…' }}>
          <Field label="账号" required error={form.errors.account}>
            <TextInput {...form.register('account')} autoComplete="username" maxLength={32} />
          </Field>
          <Field label="密码" required error={form.errors.password} hint="连续输错5次将锁定账号15分钟">
            <TextInput {...form.register('password')} type="password" autoComplete="current-password" maxLength={64} />
          </Field>
          <CaptchaField captcha={captcha} field={form.register('code')} error={form.errors.code} />
          {/* The captcha the form shows, for the route's action (a form sent without the page's script). */}
          {token && <input type="hidden" name={CAPTCHA_TOKEN_FIELD} value={token} />}
        </Form>
        <Text tone="muted">本系统仅供市公共信用信息中心工作人员使用，企业申请信用修复请登录门户后在“我要修复”办理。</Text>
      </CentredPanel>
    </CentredPage>
  );
}
Component.displayName = 'RepairProgramLoginPage';
