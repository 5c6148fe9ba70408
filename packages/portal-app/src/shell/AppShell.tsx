import { useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, ScrollRestoration, useLoaderData, useLocation, useMatches, type ShouldRevalidateFunction } from 'react-router';
import { unwrap, type Advert } from '@credit-portal/api-client';
import {
  AdvertColumn,
  AdvertFloat,
  CaptchaDialog,
  ToastProvider,
  UiProvider,
  useCaptchaGate,
  useExternalLinkConfirm,
} from '@credit-portal/ui';
import { site } from '../config/site';
import type { RouteMeta } from '../routes/meta';
import { nextTrail, readTrail, writeTrail, type TrailEntry } from './breadcrumbTrail';
import { portal } from './portal';
import { RouterLink } from './RouterLink';
import { exchangeSignOnReturn, loadSessionUser, logout, startLogin, startRegister } from './session';
import { ShellContext, type Shell } from './ShellContext';
import * as styles from './AppShell.css';

/** Before the first render: the single sign-on's return (spec §4) and who is logged in. */
export async function shellLoader({ request }: { request: Request }) {
  const cleanAddress = await exchangeSignOnReturn(new URL(request.url));
  if (cleanAddress !== null) {
    // Spec §4: after a ticket or code login the address loses them and the page reloads.
    window.location.replace(cleanAddress);
    return new Promise<never>(() => {});
  }
  return { user: await loadSessionUser() };
}

// Login and logout reload the page, so the shell's data never needs reloading on navigation.
export const shouldShellRevalidate: ShouldRevalidateFunction = () => false;

/** The route's metadata: the deepest match that carries a title. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteMeta | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}

/** The breadcrumb trail of spec §4, computed during render so the bar never shows a stale trail. */
function useBreadcrumbTrail(): readonly TrailEntry[] {
  const location = useLocation();
  const matches = useMatches();
  const meta = useRouteMeta();
  const [state, setState] = useState<{ key: string | null; trail: readonly TrailEntry[] }>(() => ({ key: null, trail: readTrail() }));
  if (state.key !== location.key) {
    // One new entry per navigation (location.key), derived while rendering (React's "adjusting state").
    const route = (matches.at(-1)?.pathname ?? location.pathname).replace(/\/$/, '') || '/';
    const trail = meta
      ? nextTrail(state.trail, { title: meta.title, href: location.pathname + location.search, route }, Boolean(meta.oldRouter))
      : state.trail;
    setState({ key: location.key, trail });
  }
  useEffect(() => writeTrail(state.trail), [state.trail]);
  return state.trail;
}

/** Adverts of the notice list (spec §3): position '1' floats, '0' stands in the left column. */
function useAdverts() {
  const [adverts, setAdverts] = useState<Advert[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    unwrap(portal.api.GET('/cms/front/notice/list', { params: { query: { status: '1' } }, signal: controller.signal })).then(
      (list) => setAdverts(list.filter((advert) => advert.show && advert.status === '1')),
      // Adverts are optional: a failure leaves the page without them.
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return adverts;
}

const imageOf = (pictureId: string) => `${site.apiBase}/filestorage/file/readImage/${encodeURIComponent(pictureId)}`;

/**
 * The application shell (spec §2): the routed view, floating adverts and the left advert column
 * (none on farming routes nor on /pdf-output), the captcha dialog, the external-link dialog,
 * toasts, scroll reset to the top on each navigation, and the breadcrumb trail.
 */
export function AppShell() {
  const { user } = useLoaderData<typeof shellLoader>();
  const location = useLocation();
  const meta = useRouteMeta();
  const trail = useBreadcrumbTrail();
  const adverts = useAdverts();

  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const refreshCaptcha = useCallback(async () => {
    setCaptchaToken(null);
    try {
      const { token } = await unwrap(portal.api.GET('/graphic/captcha'));
      setCaptchaToken(token);
    } catch {
      setCaptchaToken(null);
    }
  }, []);
  const captcha = useCaptchaGate({ onOpen: () => void refreshCaptcha() });
  const external = useExternalLinkConfirm();

  const shell = useMemo<Shell>(
    () => ({
      user,
      trail,
      requestCaptcha: captcha.requestCaptcha,
      confirmExternal: external.confirm,
      login: () => void startLogin(),
      register: () => void startRegister(),
      logout: () => void logout(Boolean(meta?.requiresAuth)),
    }),
    [user, trail, captcha.requestCaptcha, external.confirm, meta?.requiresAuth],
  );

  // Spec §6: login-required routes send an anonymous visitor to the single sign-on.
  const mustLogin = Boolean(meta?.requiresAuth) && !user;
  useEffect(() => {
    if (mustLogin) void startLogin();
  }, [mustLogin]);

  const showAdverts = !location.pathname.includes('farming') && location.pathname !== '/pdf-output';
  const floating = adverts.filter((advert) => advert.position === '1');
  const column = adverts.filter((advert) => advert.position === '0');
  const toAdvert = (advert: Advert) => ({ id: advert.id, imageSrc: imageOf(advert.pictureId), alt: advert.title, href: advert.url });

  return (
    <UiProvider linkComponent={RouterLink}>
      <ToastProvider>
        <ShellContext.Provider value={shell}>
          {mustLogin ? (
            <main>
              <p role="status">正在跳转到统一身份认证平台，请稍候…</p>
            </main>
          ) : (
            <Outlet />
          )}
          {showAdverts && floating.length > 0 && <AdvertFloat adverts={floating.map(toAdvert)} />}
          {showAdverts && column.length > 0 && (
            <div className={styles.advertColumn}>
              <AdvertColumn adverts={column.map(toAdvert)} />
            </div>
          )}
          <CaptchaDialog
            {...captcha.dialogProps}
            imageSrc={captchaToken ? `${site.apiBase}/graphic/captcha/getCaptcha/${captchaToken}` : undefined}
            onRefresh={() => void refreshCaptcha()}
            onSubmit={async (code) => {
              if (!captchaToken) return false;
              return unwrap(portal.api.GET('/graphic/captcha/check', { params: { query: { token: captchaToken, data: code } } }));
            }}
          />
          {external.dialog}
          <ScrollRestoration />
        </ShellContext.Provider>
      </ToastProvider>
    </UiProvider>
  );
}
