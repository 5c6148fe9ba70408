// The operators' login (/repair-program-login) sent without the page's script, or before it ran: the
// route's action logs in with the captcha the form showed (submission/loginAction.ts) and sets the
// program's own cookie, never the visitors' login; the operator goes on to the program page named.
import { tokenSetCookie, unwrap } from '@credit-portal/api-client';
import { maxLength, required, type FormValidators } from '@credit-portal/ui';
import { portal } from '#portal';
import type { LoginForm, LoginValues } from '../../submission/loginAction';
import { CAPTCHA_LENGTH } from '../../views/CaptchaField';
import { OPERATOR_COOKIE, programPath } from './program';

export type OperatorCredentials = LoginValues<'account'>;

/** The login's checks, the same in the page and in the route's action. */
export const OPERATOR_LOGIN_CHECKS: FormValidators<OperatorCredentials> = {
  account: (value: string) => value.trim() !== '' || '请输入账号',
  password: required('请输入密码'),
  code: [required('请输入验证码'), maxLength(CAPTCHA_LENGTH, `验证码最多${CAPTCHA_LENGTH}个字符`)],
};

/** The field the form sends the captcha's token in (the login operation's own name for it). */
export const CAPTCHA_TOKEN_FIELD = 'captchaToken';

/** The operator's login as the route's action takes it (actions.ts makes the action from it: submission/loginAction.ts). */
export const operatorLogin: LoginForm<'account'> = {
  name: 'account',
  captchaField: CAPTCHA_TOKEN_FIELD,
  checks: OPERATOR_LOGIN_CHECKS,
  logIn: async (typed, captchaToken, url) => {
    // The operation needs no login; the operators' token it answers goes only into the program's cookie.
    const token = await unwrap(
      portal.api.POST('/repairprogram/auth/login', { body: { account: typed.account.trim(), password: typed.password, captchaToken, code: typed.code.trim() } }),
    );
    return {
      cookie: tokenSetCookie({ token_type: token.token_type, access_token: token.access_token }, { key: OPERATOR_COOKIE, secure: url.protocol === 'https:' }),
      to: programPath(url.searchParams.get('redirect')),
    };
  },
};
