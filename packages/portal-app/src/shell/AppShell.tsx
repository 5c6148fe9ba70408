import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ScrollRestoration, useLoaderData, useLocation, useMatches, useNavigation, type ShouldRevalidateFunction } from 'react-router';
import { catalogueMessage, isPortalError, unwrap, type Advert } from '@credit-portal/api-client';
import { LoadingBar, ToastProvider, UiProvider, useCaptchaGate } from '@credit-portal/ui';
import { nextTrail, readTrail, writeTrail, type TrailEntry } from './breadcrumbTrail';
import { documentTitle } from './documentTitle';
import { useHydratedShell } from './hydrated';
import { useMarkReady } from './ready';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { portal } from '#portal';
import type { RouteMeta } from './meta';
import { useRouteMeta } from './routeMeta';
import { RouterLink } from './RouterLink';
import { SessionExpiry } from './SessionExpiry';
import { AccessibilityProvider, useCareMode } from './AccessibilityBar';
import { exchangeSignOnReturn, loadSessionUser, signOnOnServer, logout, sessionCheckFailed, setNavigationTarget, startLogin, startRegister, type SessionUser } from './session';
import { ShellContext, type Shell } from './ShellContext';
import { keepAnswer } from './routeData';
import { readAdverts } from './navigation';
import { accessibilityPreferenceOf } from './accessibility';
// 关怀版's single column for every page's content.
import './careLayout.css';

/**
 * The server's page comes with the adverts' list where it shows them (never in 关怀版): the browser then
 * asks for none (Adverts), and needs no client's code on a page the visitor only reads. Undefined when the
 * call failed: the browser asks again.
 */
async function serverAdverts(request: Request): Promise<Advert[] | undefined> {
  const { shellCallsOf } = await import('../app/routed');
  if (!shellCallsOf(new URL(request.url).pathname).adverts || accessibilityPreferenceOf(request.headers.get('cookie')).care) return undefined;
  return (await readAdverts()) ?? undefined;
}

/** Before the first render: the single sign-on's return (spec §4) and who is logged in; on the server, the adverts. */
export async function shellLoader({ request }: { request: Request }): Promise<{ user: SessionUser | null; sessionError: string | null; adverts?: Advert[] }> {
  if (import.meta.env.SSR) {
    const signedOn = await signOnOnServer(new URL(request.url));
    if (signedOn) throw signedOn;
  }
  const cleanAddress = await exchangeSignOnReturn(new URL(request.url));
  if (cleanAddress !== null) {
    // Spec §4: after a ticket or code login the address loses them and the page reloads.
    window.location.replace(cleanAddress);
    return new Promise<never>(() => {});
  }
  if (import.meta.env.SSR) {
    const [user, adverts] = await Promise.all([loadSessionUser(), serverAdverts(request)]);
    return adverts ? { user, sessionError: null, adverts } : { user, sessionError: null };
  }
  try {
    return { user: await loadSessionUser(), sessionError: null };
  } catch (error) {
    // The login could not be checked (not 203/401): the visitor may well be logged in (shell/session.ts).
    return { user: null, sessionError: isPortalError(error) ? error.message : catalogueMessage('server') };
  }
}

// Login and logout reload the page, so the shell's data needs no reloading on navigation, unless the
// login could not be checked: then the next navigation (or 重试) asks again.
export const shouldShellRevalidate: ShouldRevalidateFunction = sessionCheckFailed;

/**
 * The breadcrumb trail of spec §4, computed during render so the bar never shows a stale trail. The
 * trail kept in the session is the browser's: a page the server rendered starts from an empty trail, as
 * the server did, and takes up the kept one once hydrated.
 */
function useBreadcrumbTrail(): readonly TrailEntry[] {
  const location = useLocation();
  const matches = useMatches();
  const meta = useRouteMeta();
  const hydrated = useHydratedShell();
  const [state, setState] = useState<{ key: string | null; restored: boolean; trail: readonly TrailEntry[] }>(() => ({ key: null, restored: false, trail: [] }));
  if (state.key !== location.key || (hydrated && !state.restored)) {
    // One new entry per navigation (location.key), derived while rendering (React's "adjusting state").
    const base = hydrated && !state.restored ? readTrail() : state.trail;
    const route = (matches.at(-1)?.pathname ?? location.pathname).replace(/\/$/, '') || '/';
    const trail = meta ? nextTrail(base, { title: meta.title, href: location.pathname + location.search, route }, Boolean(meta.oldRouter)) : base;
    setState({ key: location.key, restored: state.restored || hydrated, trail });
  }
  useEffect(() => {
    if (state.restored) writeTrail(state.trail);
  }, [state.restored, state.trail]);
  return state.trail;
}

// Adverts and dialogs are chunks of their own (the first page's JavaScript budget); the adverts' chunk and list start
// loading with the app (navigation.ts startShellCalls), the dialogs' only when one is needed.
/** The sign-on's address could not be had: the catalogue's message for the visitor, who stays. */
function signOnFailure(error: unknown): string {
  return isPortalError(error) ? error.message : catalogueMessage('server');
}

const Adverts = lazy(() => import('./Adverts'));

// 登录即将过期 concerns a logged-in visitor only: its code loads for one.
const SessionTimeout = lazy(() => import('./SessionTimeout'));

/** The adverts where the route shows them, never in 关怀版 (the MIIT's rules: no adverts, no floating windows). */
function ShellAdverts({ shown, known }: { shown: boolean; known: Advert[] | undefined }) {
  const care = useCareMode();
  return shown && !care ? <Adverts known={known} /> : null;
}
const ShellDialogs = lazy(() => import('./ShellDialogs'));
// Rare (the user call failed in a way that says nothing of the login): a chunk of its own.
const SessionUnknown = lazy(() => import('./SessionUnknown'));

/**
 * The application shell (spec §2): the routed view, floating adverts and the left advert column
 * (none on farming routes nor on /pdf-output), the captcha dialog, the external-link dialog,
 * toasts, scroll reset to the top on each navigation, and the breadcrumb trail.
 */
/**
 * A kept-alive page the server rendered comes back from memory, as one the browser loaded would
 * (routeData.tsx keptAlive): its answer is kept once the page is hydrated.
 */
function useKeepHydratedAnswers(): void {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const first = useRef({ matches, address: pathname + search });
  useEffect(() => {
    for (const match of first.current.matches) {
      if ((match.handle as RouteMeta | undefined)?.keepAlive && match.data !== undefined) keepAnswer(first.current.address, match.data);
    }
  }, []);
}

export function AppShell() {
  const { user, sessionError, adverts: knownAdverts } = useLoaderData<typeof shellLoader>();
  useKeepHydratedAnswers();
  const matches = useMatches();
  const navigation = useNavigation();
  // A login that ends while the next page loads returns to that page from the sign-on (session.ts).
  const goingTo = navigation.location ? `${navigation.location.pathname}${navigation.location.search}${navigation.location.hash}` : null;
  useEffect(() => {
    setNavigationTarget(goingTo === null ? null : new URL(goingTo, window.location.origin).href);
  }, [goingTo]);
  const meta = useRouteMeta();
  const trail = useBreadcrumbTrail();

  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  // When no captcha could be had, the dialog says why (the catalogue's message) where the image would be; 换一张 asks again.
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const refreshCaptcha = useCallback(async () => {
    setCaptchaToken(null);
    setCaptchaError(null);
    try {
      const { token } = await unwrap(portal.api.GET('/graphic/captcha'));
      setCaptchaToken(token);
    } catch (error) {
      setCaptchaToken(null);
      setCaptchaError(isPortalError(error) ? error.message : catalogueMessage('server'));
    }
  }, []);
  const captcha = useCaptchaGate({ onOpen: () => void refreshCaptcha() });
  const [external, setExternal] = useState<{ href: string; n: number } | null>(null);
  const confirmExternal = useCallback((href: string) => setExternal((last) => ({ href, n: (last?.n ?? 0) + 1 })), []);
  const dialogsNeeded = captcha.dialogProps.open || external !== null || captchaToken !== null;

  // Spec §4: logging out of a login-required page leaves it (for its `logoutTo`, else the origin).
  const leaveTo = meta?.requiresAuth ? (meta.logoutTo ?? '/') : undefined;
  const shell = useMemo<Shell>(
    () => ({
      user,
      sessionNotice:
        sessionError === null ? null : (
          <Suspense fallback={null}>
            <SessionUnknown message={sessionError} />
          </Suspense>
        ),
      trail,
      requestCaptcha: captcha.requestCaptcha,
      confirmExternal,
      login: () => startLogin().then(() => null, signOnFailure),
      register: () => startRegister().then(() => null, signOnFailure),
      logout: () => void logout(leaveTo),
    }),
    [user, sessionError, trail, captcha.requestCaptcha, confirmExternal, leaveTo],
  );

  useMarkReady();

  // The document's title follows the page (the server's answer has it already).
  const location = useLocation();
  useEffect(() => {
    document.title = documentTitle(meta);
  }, [meta]);

  // The 安全验证 belongs to the page whose form asked for it: leaving that page (an expired login met by
  // the captcha's own call goes to /login) closes it unpassed, so no dialog stands over the next page.
  const closeCaptcha = captcha.dialogProps.onOpenChange;
  useEffect(() => {
    closeCaptcha(false);
  }, [closeCaptcha, location.pathname]);

  // Spec §2: no adverts on the routes flagged so (the farming sub-site, /pdf-output).
  const showAdverts = !matches.some((match) => (match.handle as RouteMeta | undefined)?.adverts === false);
  return (
    <UiProvider linkComponent={RouterLink}>
      <ToastProvider>
        <ShellContext.Provider value={shell}>
          <AccessibilityProvider>
          {user ? (
            <Suspense fallback={null}>
              <SessionTimeout onLogout={shell.logout} />
            </Suspense>
          ) : null}
          <SessionExpiry />
          {/* The one pending presentation: the next page's data is loading, this page stays usable. */}
          <LoadingBar active={navigation.state === 'loading'} />
          {/* A login-required page's loader decides about the sign-on (shell/session.ts, loginRequired). */}
          <KeepAliveOutlet />
          <Suspense fallback={null}>
            <ShellAdverts shown={showAdverts} known={knownAdverts} />
            {dialogsNeeded && (
              <ShellDialogs captcha={captcha.dialogProps} captchaToken={captchaToken} captchaError={captchaError} refreshCaptcha={() => void refreshCaptcha()} external={external} />
            )}
          </Suspense>
          <ScrollRestoration />
          </AccessibilityProvider>
        </ShellContext.Provider>
      </ToastProvider>
    </UiProvider>
  );
}
