// /login's two forms: the account's login (user name, password and the graphic captcha) and the unified
// sign-on. Without the page's script the route's action takes them on the server, which sets the login
// cookie (the captcha's image comes with the form's first answer: submission/loginAction.ts) or sends the
// visitor to the sign-on; with it, the route's clientAction does the same in the browser.
import { data, redirectDocument, type ActionFunctionArgs, type ClientActionFunctionArgs } from 'react-router';
import { catalogueMessage, isPortalError, tokenSetCookie, unwrap } from '@credit-portal/api-client';
import { checkFormValues, FormSubmitError, maxLength, required, type FormValidators } from '@credit-portal/ui';
import { portal } from '#portal';
import { clearNavigationCache } from '../../shell/navigationCache';
import { ownPath } from '../../shell/ownPath';
import { signOnAddress } from '../../shell/session';
import type { LoginForm, LoginValues } from '../../submission/loginAction';
import { readPost, type Posted } from '../../submission/routePost';
import { CAPTCHA_LENGTH } from '../../views/CaptchaField';
import { toFormError } from '../../views/formError';

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
 * becomes the login cookie and the visitor goes on to `redirect`. The route makes its action from it
 * (submission/loginAction.ts), so no module the browser loads holds the server's login code.
 */
export const accountLogin: LoginForm<'username'> = {
  name: 'username',
  captchaField: CAPTCHA_UUID,
  checks: LOGIN_CHECKS,
  logIn: async (typed, uuid, url) => {
    const token = await unwrap(portal.api.POST('/auth/login', { body: { username: typed.username.trim(), password: typed.password, code: typed.code.trim(), uuid } }));
    const cookie = tokenSetCookie({ token_type: token.token_type, access_token: token.access_token, expires_at: Date.now() + token.expires_in * 1000 }, { secure: url.protocol === 'https:' });
    return { cookie, to: targetOf(url) };
  },
};

/** Why a login sent with the page's script was refused: the form's message and those beside its fields. */
export interface LoginRefusal {
  message?: string;
  errors?: Partial<Record<keyof Credentials, string>>;
}

/**
 * The login sent with the page's script (the route's clientAction; the form posts its values with the
 * captcha it shows): the same checks, POST /auth/login from the browser, the token kept in the login
 * cookie, and the page it leads to loaded whole, so that the shell knows the visitor from its first
 * render. A refusal is answered (never thrown) for the form to show; the password stays typed.
 */
export async function loginClientAction({ request }: ClientActionFunctionArgs) {
  const post = await readPost(request);
  const refuse = (refusal: LoginRefusal, status: number) => data<Posted<LoginRefusal>>({ answer: refusal, nonce: post?.nonce ?? '' }, { status });
  if (post === null) return refuse({ message: '登录内容无法读取，请重新输入后登录' }, 400);
  const text = (name: string) => {
    const value = post.values[name];
    return typeof value === 'string' ? value.slice(0, 64) : '';
  };
  const typed: Credentials = { username: text('username'), password: text('password'), code: text('code') };
  const errors = checkFormValues(LOGIN_CHECKS, typed);
  if (Object.keys(errors).length > 0) return refuse({ message: '请根据提示修改后重新登录', errors }, 422);
  const uuid = text(CAPTCHA_UUID);
  if (uuid === '') return refuse({ errors: { code: '验证码未加载，请点击“换一张”' } }, 422);
  try {
    const token = await unwrap(portal.api.POST('/auth/login', { body: { username: typed.username.trim(), password: typed.password, code: typed.code.trim(), uuid } }));
    portal.tokenStore.set({ token_type: token.token_type, access_token: token.access_token, expires_at: Date.now() + token.expires_in * 1000 });
    clearNavigationCache();
    return redirectDocument(targetOf(new URL(request.url)));
  } catch (error) {
    const refused = toFormError(error, Object.keys(typed));
    if (refused instanceof FormSubmitError) return refuse({ message: refused.message, errors: refused.fieldErrors as LoginRefusal['errors'] }, 422);
    return refuse({ message: catalogueMessage('server') }, 503);
  }
}

/**
 * 统一身份认证登录 (the route's action, and its clientAction: the browser asks for the sign-on's address as
 * the server does): to the sign-on, which comes back to `redirect`, as a whole page's load.
 */
export async function signOnAction({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  try {
    const { loginUrl } = await unwrap(portal.api.GET('/auth/mztLogin', { params: { query: { redirect_uri: new URL(targetOf(url), url).href } }, signal: request.signal }));
    // Followed only over http(s), as every way to the sign-on (shell/session.ts).
    return redirectDocument(signOnAddress(loginUrl), { status: 303 });
  } catch (error) {
    return data({ signOn: { message: isPortalError(error) ? error.message : catalogueMessage('server') } satisfies SignOnAnswer });
  }
}
