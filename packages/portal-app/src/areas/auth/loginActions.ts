// /login's two forms sent without the page's script: the account's login (user name, password and the
// graphic captcha, whose image comes with the form's first answer: submission/loginAction.ts) and the
// unified sign-on, both taken by the route's action on the server, which sets the login cookie or sends
// the visitor to the sign-on.
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { catalogueMessage, isPortalError, tokenSetCookie, unwrap } from '@credit-portal/api-client';
import { maxLength, required, type FormValidators } from '@credit-portal/ui';
import { portal } from '#portal';
import { ownPath } from '../../shell/ownPath';
import { signOnAddress } from '../../shell/session';
import { loginAction as captchaLoginAction, type LoginValues } from '../../submission/loginAction';
import { CAPTCHA_LENGTH } from '../../views/CaptchaField';

export type Credentials = LoginValues<'username'>;
export type { LoginAnswer } from '../../submission/loginAction';

/** The two forms' names (their actions' intents). */
export const LOGIN = 'login';
export const SIGN_ON = 'sso';

/** The login's checks, the same in the page and in the route's action. */
export const LOGIN_CHECKS: FormValidators<Credentials> = {
  // Spec §5: the user name is trimmed, so spaces alone are no name.
  username: (value: string) => value.trim() !== '' || '请输入用户名',
  password: required('请输入密码'),
  code: [required('请输入验证码'), maxLength(CAPTCHA_LENGTH, `验证码最多${CAPTCHA_LENGTH}个字符`)],
};

/** The posted captcha's token: the field the form sends it in. */
export const CAPTCHA_UUID = 'uuid';

/** What the sign-on's form gets back when the sign-on's address cannot be had. */
export interface SignOnAnswer {
  message: string;
}

/** Where the login leads: the address's `redirect` when it is one of the portal's own pages, else /home. */
const targetOf = (url: URL) => ownPath(url.searchParams.get('redirect'));

/**
 * The login sent without the page's script: POST /auth/login with the captcha the form showed; the token
 * becomes the login cookie and the visitor goes on to `redirect`.
 */
export const loginAction = captchaLoginAction({
  name: 'username',
  captchaField: CAPTCHA_UUID,
  checks: LOGIN_CHECKS,
  logIn: async (typed, uuid, url) => {
    const token = await unwrap(portal.api.POST('/auth/login', { body: { username: typed.username.trim(), password: typed.password, code: typed.code.trim(), uuid } }));
    const cookie = tokenSetCookie({ token_type: token.token_type, access_token: token.access_token, expires_at: Date.now() + token.expires_in * 1000 }, { secure: url.protocol === 'https:' });
    return { cookie, to: targetOf(url) };
  },
});

/** 统一身份认证登录 sent without the page's script: to the sign-on, which comes back to `redirect`. */
export async function signOnAction({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  try {
    const { loginUrl } = await unwrap(portal.api.GET('/auth/mztLogin', { params: { query: { redirect_uri: new URL(targetOf(url), url).href } }, signal: request.signal }));
    // Followed only over http(s), as every way to the sign-on (shell/session.ts).
    return redirect(signOnAddress(loginUrl), { status: 303 });
  } catch (error) {
    return data({ signOn: { message: isPortalError(error) ? error.message : catalogueMessage('server') } satisfies SignOnAnswer });
  }
}
