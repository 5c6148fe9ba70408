// /login's two forms sent without the page's script: the account's login (user name, password and the
// graphic captcha, whose image comes with the form's first answer) and the unified sign-on, both taken by
// the route's action on the server, which sets the login cookie or sends the visitor to the sign-on.
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { catalogueMessage, isPortalError, tokenSetCookie, unwrap } from '@credit-portal/api-client';
import { FormSubmitError, checkFormValues, maxLength, required, type FormValidators } from '@credit-portal/ui';
import { portal } from '#portal';
import { ownPath } from '../../shell/ownPath';
import { newCaptcha } from '../../submission/action';
import { toFormError } from '../../views/formError';
import { CAPTCHA_LENGTH } from '../../views/CaptchaField';

export interface Credentials {
  username: string;
  password: string;
  code: string;
}

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

/** What the route's action gives the page: the form again (never the password) with a new captcha, and why. */
export interface LoginAnswer {
  values: Omit<Credentials, 'password'>;
  /** A new captcha's token for the next attempt (each check spends one), when one could be had. */
  captcha?: string;
  message?: string;
  errors?: Partial<Record<keyof Credentials, string>>;
}

/** What the sign-on's form gets back when the sign-on's address cannot be had. */
export interface SignOnAnswer {
  message: string;
}

/** Where the login leads: the address's `redirect` when it is one of the portal's own pages, else /home. */
const targetOf = (url: URL) => ownPath(url.searchParams.get('redirect'));

/**
 * The login sent without the page's script: checked as the page checks it, then POST /auth/login with
 * the captcha the form showed; the token becomes the login cookie and the visitor goes on to `redirect`.
 * The first post (no captcha shown yet) comes back with the captcha's image, the user name kept.
 */
export async function loginAction({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  let posted: FormData;
  try {
    posted = await request.formData();
  } catch {
    return data({ login: { values: { username: '', code: '' }, message: '登录内容无法读取，请重新输入后登录' } satisfies LoginAnswer });
  }
  const text = (name: string, most: number) => {
    const value = posted.get(name);
    return typeof value === 'string' ? value.slice(0, most) : '';
  };
  const typed: Credentials = { username: text('username', 50), password: text('password', 64), code: text('code', 10) };
  const uuid = text(CAPTCHA_UUID, 64);
  const values = { username: typed.username, code: '' };
  const again = async (answer: Omit<LoginAnswer, 'values' | 'captcha'>) => {
    const captcha = await newCaptcha();
    return data({ login: { values, ...answer, ...(captcha ? { captcha } : { message: catalogueMessage('server') }) } satisfies LoginAnswer });
  };
  // No captcha shown yet (the page's script draws it): the form comes back with one.
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(uuid)) return again({ message: '请输入图片中的验证码后再次登录（密码需重新输入）' });
  const errors = checkFormValues(LOGIN_CHECKS, typed);
  if (Object.keys(errors).length > 0) return again({ message: '请根据提示修改后重新登录（密码需重新输入）', errors });
  try {
    const token = await unwrap(portal.api.POST('/auth/login', { body: { username: typed.username.trim(), password: typed.password, code: typed.code.trim(), uuid } }));
    const cookie = tokenSetCookie({ token_type: token.token_type, access_token: token.access_token, expires_at: Date.now() + token.expires_in * 1000 }, { secure: url.protocol === 'https:' });
    return redirect(targetOf(url), { status: 303, headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } });
  } catch (error) {
    // Every attempt spends the captcha (spec §8: a failed check refreshes the image).
    const refused = toFormError(error, Object.keys(typed));
    const known = refused instanceof FormSubmitError;
    const message = known && refused.message ? refused.message : catalogueMessage('server');
    return again({ message: `${message}（密码需重新输入）`, errors: known ? refused.fieldErrors : {} });
  }
}

/** 统一身份认证登录 sent without the page's script: to the sign-on, which comes back to `redirect`. */
export async function signOnAction({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  try {
    const { loginUrl } = await unwrap(portal.api.GET('/auth/mztLogin', { params: { query: { redirect_uri: new URL(targetOf(url), url).href } }, signal: request.signal }));
    return redirect(loginUrl, { status: 303 });
  } catch (error) {
    return data({ signOn: { message: isPortalError(error) ? error.message : catalogueMessage('server') } satisfies SignOnAnswer });
  }
}
