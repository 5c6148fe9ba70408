// /login
import type { RouteMeta } from '../../../shell/meta';
import { formActions } from '../../../submission/action';
import { formClientActions } from '../../../submission/clientAction';
import { loginAction } from '../../../submission/loginAction';
import { LOGIN, SIGN_ON, accountLogin, loginClientAction, signOnAction } from '../loginActions';

export { Component as default } from '../LoginPage';

export const handle: RouteMeta = { name: 'Login', title: '用户登录', hideBread: true };

// The page's two forms sent without its script: the login (the cookie set on the server) and the sign-on.
export const action = formActions({ [LOGIN]: loginAction(accountLogin), [SIGN_ON]: signOnAction });
// With the page's script: the login's values posted to the browser's own login, the sign-on as without it.
export const clientAction = formClientActions({ [LOGIN]: loginClientAction, [SIGN_ON]: signOnAction });
