// Login through the external single sign-on (spec §4, §7): the app id and login address come from
// the back end, the sign-on returns with a ticket (or an authorize code) that is exchanged for the
// token, removed from the address, and the page reloads.
import { data, redirectDocument } from 'react-router';
import { isPortalError, PortalError, tokenClearCookie, tokenSetCookie, unwrap } from '@credit-portal/api-client';
import { urlScheme } from '@credit-portal/ui';
import { clearNavigationCache } from './navigationCache';
import { portal } from '#portal';
import { onLoginRequired } from './sessionEvents';

const APP_CODE = 'CREDIT_PORTAL' as const;

export interface SessionUser {
  name: string;
  userType: number;
}

let redirecting = false;

/**
 * The sign-on's address as the back end gives it, followed only over http or https, or as a path of the
 * portal's own origin (a sign-on that shares it, as the reference back end's /sso): anything else
 * (javascript:, data:, //another.host) is the catalogue's 系统错误, never a place to send the visitor.
 */
export function signOnAddress(url: string): string {
  if (/^\/(?![/\\])/.test(url)) return url;
  const scheme = urlScheme(url);
  if (scheme !== 'http:' && scheme !== 'https:') throw new PortalError('server');
  return url;
}

/**
 * Where the visitor is going while a navigation loads (the shell keeps it): a login that ends on the way
 * (the next page's loader answered 请先登录) returns there from the sign-on, not to the page being left.
 */
let navigatingTo: string | null = null;
export function setNavigationTarget(href: string | null): void {
  navigatingTo = href;
}

/** Sends the visitor to the single sign-on, to come back to where they are (or are going). */
export async function startLogin(returnTo = navigatingTo ?? window.location.href): Promise<void> {
  if (redirecting) return;
  redirecting = true;
  try {
    const { loginUrl } = await unwrap(
      portal.api.GET('/auth/mztLogin', {
        params: { query: { redirect_uri: returnTo } },
      })
    );
    window.location.assign(signOnAddress(loginUrl));
  } finally {
    redirecting = false;
  }
}

// The call answered 请先登录 shows that message where it failed; when the sign-on's address cannot be had
// either (the back end is down), the visitor stays with that message rather than an uncaught rejection.
onLoginRequired(() => {
  startLogin().catch(() => undefined);
});

/** The single sign-on's register page's address, which comes back to `returnTo` (followed only over http(s)). */
export async function registerPageAddress(returnTo: string, signal?: AbortSignal): Promise<string> {
  const { registerUrl } = await unwrap(portal.api.GET('/auth/mztLogin', { params: { query: { redirect_uri: returnTo } }, signal }));
  return signOnAddress(registerUrl);
}

/** The single sign-on's register page. */
export async function startRegister(returnTo = window.location.href): Promise<void> {
  window.location.assign(await registerPageAddress(returnTo));
}

/**
 * Spec §4, before each navigation: `code` with `userType` loses `userType`; a `trustticket` or a
 * `code` is exchanged for the token, then removed from the address, and the page reloads.
 * Answers the clean address to go to, or null when the address carries nothing to exchange.
 */
export async function exchangeSignOnReturn(url: URL): Promise<string | null> {
  const signOn = signOnReturnOf(url);
  if (!signOn) return null;
  try {
    const token = await unwrap(portal.api.POST('/auth/login', { body: signOn.body }));
    portal.tokenStore.set({
      token_type: token.token_type,
      access_token: token.access_token,
      expires_at: Date.now() + token.expires_in * 1000,
    });
    // Spec §4: the cached menu was the anonymous visitor's.
    clearNavigationCache();
  } catch {
    // A spent or expired ticket: the visitor stays anonymous and can log in again.
    portal.tokenStore.clear();
  }
  return signOn.clean;
}

/** A single sign-on's return: what the login call sends, and the address without the ticket. */
function signOnReturnOf(url: URL): { body: { trustticket: string; appCode: typeof APP_CODE } | { authorizeCode: string; appCode: typeof APP_CODE }; clean: string } | null {
  const ticket = url.searchParams.get('trustticket');
  const code = url.searchParams.get('code');
  if (!ticket && !code) return null;
  const clean = new URL(url);
  for (const name of ['trustticket', 'code', 'userType']) clean.searchParams.delete(name);
  const body = ticket ? { trustticket: ticket, appCode: APP_CODE } : { authorizeCode: code as string, appCode: APP_CODE };
  return { body, clean: clean.pathname + clean.search + clean.hash };
}

/**
 * The single sign-on's return met by the server (the first request after the sign-on): the ticket is
 * exchanged there, and the answer sends the browser to the clean address with the login cookie set (a
 * spent or expired ticket: without it, the visitor stays anonymous and can log in again).
 */
export async function signOnOnServer(url: URL): Promise<Response | null> {
  const signOn = signOnReturnOf(url);
  if (!signOn) return null;
  const headers = new Headers({ Location: signOn.clean, 'Cache-Control': 'no-store' });
  try {
    const token = await unwrap(portal.api.POST('/auth/login', { body: signOn.body }));
    headers.set('Set-Cookie', tokenSetCookie({ token_type: token.token_type, access_token: token.access_token, expires_at: Date.now() + token.expires_in * 1000 }, { secure: url.protocol === 'https:' }));
  } catch {
    // The ticket is spent or expired: the clean address, anonymous.
  }
  return new Response(null, { status: 302, headers });
}

// Login and logout reload the page: one answer per token serves the shell and every route's loader.
let known: { token: string; user: Promise<SessionUser | null> } | null = null;
// The server renders for every visitor, and a login may end between two of a visitor's pages: there an
// answer (or its failure) serves the render it was asked for alone, kept by that request's token (its
// own object, gone with the request); the next render asks again.
const knownInRender = new WeakMap<object, Promise<SessionUser | null>>();
// Whether the last look at the login failed without saying whether it is over (see loadSessionUser).
let checkFailed = false;

/** The last look at the login failed in a way that says nothing of it: the shell asks again on the next navigation. */
export function sessionCheckFailed(): boolean {
  return checkFailed;
}

/**
 * The logged-in visitor, or null when nobody is: no token, or the back end said the login is over
 * (203 登录已过期, 401 请先登录; the client then clears the token, spec §8). Any other failure (a
 * timeout, a dropped connection, 500, a malformed answer) says nothing about the login: it rejects
 * with its PortalError, so that a login-required page shows the catalogue's message and a retry instead
 * of sending a logged-in visitor to the sign-on. A failure is not kept: the next call asks again.
 */
export function loadSessionUser(): Promise<SessionUser | null> {
  const stored = portal.tokenStore.get();
  const token = stored?.access_token;
  if (!token) {
    checkFailed = false;
    return Promise.resolve(null);
  }
  if (import.meta.env.SSR) {
    const user = knownInRender.get(stored) ?? fetchSessionUser();
    knownInRender.set(stored, user);
    return user;
  }
  if (known?.token !== token) {
    const user = fetchSessionUser();
    const entry = { token, user };
    known = entry;
    user.then(
      (found) => {
        if (known !== entry) return;
        checkFailed = false;
        // A login found over is not kept: its client has dropped the token.
        if (found === null) known = null;
      },
      () => {
        if (known !== entry) return;
        known = null;
        checkFailed = true;
      },
    );
  }
  return known.user;
}

async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    const session = await unwrap(portal.api.GET('/base/account/account/getCurrenUser'));
    return { name: session.name, userType: session.userType };
  } catch (error) {
    if (isPortalError(error) && (error.kind === 'tokenExpired' || error.kind === 'unauthenticated')) return null;
    throw error;
  }
}

/**
 * Who a page shows itself to, as its route's loader tells it (docs/architecture.md, "Per visitor"): only
 * the account's type, which decides the page's notices and forms; components never read the session.
 */
export interface Viewer {
  userType: number;
}

/**
 * The visitor as a public page's loader gives it to the page: null when nobody is logged in, and null too
 * when the login could not be checked (the page then shows as to anyone, as the shell shows it, with the
 * shell's notice and 重试 under the header). The session user is asked for once per token, so this costs
 * no call of its own.
 */
export async function loadViewer(): Promise<Viewer | null> {
  try {
    const user = await loadSessionUser();
    return user && { userType: user.userType };
  } catch {
    return null;
  }
}

/** The loader of a public page whose only per-visitor part is who the visitor is (a form's 登录 notice). */
export async function viewerLoader(): Promise<{ viewer: Viewer | null }> {
  return { viewer: await loadViewer() };
}

/** What a login-required page's loader throws when the login could not be checked (see loginRequired). */
export interface SessionUnknownData {
  sessionUnknown: string;
}

/**
 * Spec §6, decided in the page's loader (on the server for the first answer, in the browser on a
 * navigation): a login-required page sends an anonymous visitor (no login, or one the back end says is
 * over) to the single sign-on, to come back to this page. A failure that says nothing of the login (a
 * timeout, 500, a malformed answer) sends nobody away: the loader throws 503 with the catalogue's message,
 * which the page's error boundary shows with 重试. The sign-on's own return (its ticket in the address)
 * is let through: the shell's loader exchanges the ticket first.
 */
export function loginRequired<A extends { request: Request }, T>(load: (args: A) => Promise<T>): (args: A) => Promise<T> {
  return async (args) => {
    const url = new URL(args.request.url);
    if (signOnReturnOf(url)) return load(args);
    let user: SessionUser | null;
    try {
      user = await loadSessionUser();
    } catch (error) {
      if (!isPortalError(error)) throw error;
      throw data<SessionUnknownData>({ sessionUnknown: error.message }, { status: 503 });
    }
    if (user === null) {
      const { loginUrl } = await unwrap(portal.api.GET('/auth/mztLogin', { params: { query: { redirect_uri: url.href } }, signal: args.request.signal }));
      // A document load: the sign-on may share the portal's origin (the reference back end's), never its routes.
      throw redirectDocument(signOnAddress(loginUrl));
    }
    return load(args);
  };
}

/**
 * Spec §4: the server logout first (appToken and accessToken), then token and cookie are cleared;
 * from a login-required page back to the site's origin (or the page's `logoutTo`, e.g. the farming
 * sub-site's home), otherwise the page reloads.
 */
export async function logout(leaveTo?: string): Promise<void> {
  const token = portal.tokenStore.get();
  if (token) {
    try {
      await unwrap(
        portal.api.POST('/auth/mzt/logout', {
          body: { accessToken: token.access_token },
        })
      );
    } catch {
      // The token goes away here whatever the server said.
    }
  }
  portal.tokenStore.clear();
  sessionStorage.clear();
  // Spec §4: from a login-required page back to the site's origin, a farming page to the farming home (the original's #/farming).
  if (leaveTo !== undefined) window.location.assign(new URL(leaveTo, window.location.origin).href);
  else window.location.reload();
}

/**
 * 退出登录 sent before the page's script ran (the header's form, a POST to /logout): the server logout,
 * then the login cookie expired and the visitor sent to the home page. A visitor without a login (or a
 * request from another site, which carries no cookie) is only sent there.
 */
export async function logoutOnServer(url: URL): Promise<Response> {
  const headers = new Headers({ Location: '/home', 'Cache-Control': 'no-store' });
  const token = portal.tokenStore.get();
  if (token) {
    try {
      await unwrap(portal.api.POST('/auth/mzt/logout', { body: { accessToken: token.access_token } }));
    } catch {
      // The login ends here whatever the server said.
    }
    headers.set('Set-Cookie', tokenClearCookie({ secure: url.protocol === 'https:' }));
  }
  return new Response(null, { status: 303, headers });
}
