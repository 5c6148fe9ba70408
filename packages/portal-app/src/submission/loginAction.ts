// A login form with a graphic captcha (the visitors' /login, the repair program's operators') sent
// without the page's script: the route's action checks it as the page does and logs in with the captcha
// the form showed (its token posted with it, or, for the image a <noscript> showed, kept in the browser's
// cookie: action.ts, `postedCaptchaToken`); the token becomes the login's cookie and the browser goes
// on. 换一张 posts the form too, and comes back with another captcha; a password is never given back.
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { catalogueMessage } from '@credit-portal/api-client';
import { FormSubmitError, checkFormValues, type FormValidators } from '@credit-portal/ui';
import { toFormError } from '../views/formError';
import { NEW_CAPTCHA } from '../shell/captchaAddresses';
import { newCaptcha, postedCaptchaToken } from './action';

/** A login's fields: an account's name (the form's own name for it), its password and the captcha's code. */
export type LoginValues<N extends string> = Record<N, string> & { password: string; code: string };

/** What the route's action gives the page: the form again (never the password) with a new captcha, and why. */
export interface LoginAnswer<N extends string = string> {
  values: Record<N, string> & { code: string };
  /** A new captcha's token for the next attempt (each check spends one), when one could be had. */
  captcha?: string;
  message?: string;
  errors?: Partial<Record<N | 'password' | 'code', string>>;
}

export interface LoginForm<N extends string> {
  /** The account's field, e.g. username or account. */
  name: N;
  /** The field the form sends the captcha's token in. */
  captchaField: string;
  /** The form's checks, the same as the page's. */
  checks: FormValidators<LoginValues<N>>;
  /** Logs in; answers the login cookie (a Set-Cookie value) and where the browser goes next. */
  logIn: (values: LoginValues<N>, captchaToken: string, url: URL) => Promise<{ cookie: string; to: string }>;
}

/**
 * The route's action for the login form `form`: `{ login: LoginAnswer }`, or a redirect with the cookie.
 * Called only where the browser's build leaves it out, as `submissionAction` (action.ts) says.
 */
/* @__NO_SIDE_EFFECTS__ */
export function loginAction<N extends string>({ name, captchaField, checks, logIn }: LoginForm<N>) {
  return async ({ request }: ActionFunctionArgs) => {
    const url = new URL(request.url);
    let posted: FormData | null = null;
    try {
      posted = await request.formData();
    } catch {
      // Nothing readable: the form again, empty.
    }
    const text = (field: string, most: number) => {
      const value = posted?.get(field);
      return typeof value === 'string' ? value.slice(0, most) : '';
    };
    const typed = { [name]: text(name, 64), password: text('password', 64), code: text('code', 10) } as LoginValues<N>;
    // The captcha the form showed: posted with it, or the last image shown without the page's script.
    const token = posted === null ? undefined : postedCaptchaToken(posted, request, captchaField);
    const values = { [name]: typed[name], code: '' } as LoginAnswer<N>['values'];
    const again = async (answer: Omit<LoginAnswer<N>, 'values' | 'captcha'>) => {
      const captcha = await newCaptcha();
      return data({ login: { values, ...answer, ...(captcha ? { captcha } : { message: catalogueMessage('server') }) } satisfies LoginAnswer<N> });
    };
    if (posted === null) return again({ message: '登录内容无法读取，请重新输入后登录' });
    if (text(NEW_CAPTCHA, 8) === 'new') return again({ message: '已换一张验证码，请输入新图片中的验证码（密码需重新输入）' });
    if (token === undefined) return again({ message: '请输入图片中的验证码后再次登录（密码需重新输入）' });
    const errors = checkFormValues(checks, typed);
    if (Object.keys(errors).length > 0) return again({ message: '请根据提示修改后重新登录（密码需重新输入）', errors });
    try {
      const { cookie, to } = await logIn(typed, token, url);
      return redirect(to, { status: 303, headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } });
    } catch (error) {
      // Every attempt spends the captcha (spec §8: a failed check refreshes the image).
      const refused = toFormError(error, Object.keys(typed));
      const known = refused instanceof FormSubmitError;
      const message = known && refused.message ? refused.message : catalogueMessage('server');
      return again({ message: `${message}（密码需重新输入）`, errors: (known ? refused.fieldErrors : {}) as LoginAnswer<N>['errors'] });
    }
  };
}
