// The credit-repair program's session (spec §2 "Credit repair program (separate login flow)"): its token
// lives in a cookie of its own and goes out under its own bearer scheme (repairOperatorToken), never mixed
// with the visitor's single sign-on. The program's client is `#program` (client.ts in the browser, the
// render scope's operator token on the server: client.server.ts). An anonymous operator, a 401 or an
// expired session sends the operator to /repair-program-login and back afterwards, from the route's loader
// or action; the visitor's session is never touched.
import { replace } from 'react-router';
import { isPortalError, unwrap, type Schemas } from '@credit-portal/api-client';
import { program } from '#program';
import { OPERATOR_COOKIE } from './cookie';

export { OPERATOR_COOKIE };
export const LOGIN_PATH = '/repair-program-login';
export const HOME_PATH = '/repair-program-home';

/** The login's address that brings the operator back to `from` (a path of the program) afterwards. */
export function loginAddress(from: string, reason?: 'expired'): string {
  const params = new URLSearchParams({ redirect: from });
  if (reason) params.set('reason', reason);
  return `${LOGIN_PATH}?${params.toString()}`;
}

/** Where to go after the login: the `redirect` when it is a page of the program, otherwise its home. */
export function programPath(redirect: string | null): string {
  if (!redirect || !/^\/repair-program-[A-Za-z-]+(?:[?#][^\s]*)?$/.test(redirect) || redirect.startsWith(LOGIN_PATH)) return HOME_PATH;
  return redirect;
}

/** Whether a failed call means the operator must log in (again): 401, or 203 after the idle expiry. */
export const needsLogin = (error: unknown): 'expired' | 'anonymous' | null =>
  isPortalError(error) ? (error.kind === 'tokenExpired' ? 'expired' : error.kind === 'unauthenticated' ? 'anonymous' : null) : null;

/**
 * A call's failure as a route loader or action answers it: the login (kept address `from`, the page
 * read or the form was sent from) when the session is gone, else the failure itself.
 */
export function loginOnExpiry(error: unknown, from: URL): unknown {
  const problem = needsLogin(error);
  return problem ? replace(loginAddress(from.pathname + from.search, problem === 'expired' ? 'expired' : undefined)) : error;
}

export type Operator = Schemas['RepairOperator'];

/**
 * The loader of a page of the program (the server's and the browser's, the same function): without an
 * operator's token it calls nothing and sends the operator to the login, keeping the page's address; with
 * one it reads the operator (the frame's name and 退出) beside the page's own data (`load`), and a session
 * the back end says is over (401, 203) goes to the login too. Any other failure is the route's
 * ErrorBoundary (RouteDataError).
 */
export function operatorLoader<T>(load: (url: URL, signal: AbortSignal) => Promise<T>) {
  return async ({ request }: { request: Request }): Promise<{ operator: Operator; page: T }> => {
    const url = new URL(request.url);
    if (program.tokenStore.get() === null) throw replace(loginAddress(url.pathname + url.search));
    try {
      const [operator, page] = await Promise.all([unwrap(program.api.GET('/repairprogram/auth/operator', { signal: request.signal })), load(url, request.signal)]);
      return { operator, page };
    } catch (error) {
      throw loginOnExpiry(error, url);
    }
  };
}
