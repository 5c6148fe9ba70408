// The credit-repair program's own client and session (spec §2 "Credit repair program (separate login
// flow)"): its token lives in a cookie of its own and goes out under its own bearer scheme
// (repairOperatorToken), never mixed with the visitor's single sign-on. A 401 or an expired session sends
// the operator to /repair-program-login and back afterwards; the visitor's session is never touched.
import { replace } from 'react-router';
import { createCookieTokenStore, createPortalClient, isPortalError } from '@credit-portal/api-client';
import { site } from '../../config/site';
import { apiTimeoutMs } from '../../shell/apiTimeout';

/** The cookie of the operator's token (the visitor's is credit-portal-token). */
export const OPERATOR_COOKIE = 'repair-program-token';
export const LOGIN_PATH = '/repair-program-login';
export const HOME_PATH = '/repair-program-home';

export const program = createPortalClient({
  apiBase: site.apiBase,
  creditBase: site.creditBase,
  tokenStore: createCookieTokenStore({ key: OPERATOR_COOKIE }),
  timeoutMs: apiTimeoutMs(),
});

/** Whether an operator's token is kept (it may still have expired: the first call says so). */
export const hasOperatorToken = (): boolean => program.tokenStore.get() !== null;

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
 * A call's failure as a route action answers it: the login (kept address `from`, the page the form was
 * sent from) when the session is gone, else the failure itself.
 */
export function loginOnExpiry(error: unknown, from: URL): unknown {
  const problem = needsLogin(error);
  return problem ? replace(loginAddress(from.pathname + from.search, problem === 'expired' ? 'expired' : undefined)) : error;
}
