import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { loginAddress, registerAddress } from './loginAddress';
import { useToast } from '@credit-portal/ui';
import type { TrailEntry } from './breadcrumbTrail';
import type { SessionUser } from './session';

/** What the application shell lends every layout and page. */
export interface Shell {
  user: SessionUser | null;
  /**
   * What the layouts show under the header when the visitor's login could not be checked (the user call
   * timed out, failed or answered nonsense; shell/session.ts): the catalogue's message and 重试, since the
   * header's 登录 then says nothing true. Null otherwise.
   */
  sessionNotice: ReactNode;
  /** The breadcrumb trail of spec §4 for the current route. */
  trail: readonly TrailEntry[];
  /** Opens the 安全验证 dialog; true once the visitor passed it (spec §2 search). */
  requestCaptcha(): Promise<boolean>;
  /** The external-link confirmation (spec §4) before leaving the site. */
  confirmExternal(href: string): void;
  /**
   * Sends the visitor to the single sign-on; resolves to the catalogue's message when its address could
   * not be had (the visitor stays), never rejects.
   */
  login(): Promise<string | null>;
  /** The single sign-on's register page; resolves like login(). */
  register(): Promise<string | null>;
  logout(): void;
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell() is used outside the application shell.');
  return shell;
}

/**
 * 登录 and 注册 (the header's, a page's login notice): when the single sign-on's address cannot be had (the back end is down), the
 * catalogue's message in a toast, and the visitor stays where they are. 登录 is a link to the login page
 * (`loginHref`, which brings the visitor back here), and 注册 one to /register (`registerHref`, on to the
 * sign-on's register page), so both work without the page's script; with it, `onLogin` and `onRegister`
 * go to the single sign-on at once.
 */
export function useSignOn(): { onLogin: () => void; onRegister: () => void; loginHref: string; registerHref: string } {
  const shell = useShell();
  const toast = useToast();
  const { pathname, search } = useLocation();
  const loginHref = loginAddress(pathname + search);
  const registerHref = registerAddress(pathname + search);
  return useMemo(() => {
    const tell = (message: string | null) => {
      if (message) toast.error(message);
    };
    return {
      onLogin: () => void shell.login().then(tell),
      onRegister: () => void shell.register().then(tell),
      loginHref,
      registerHref,
    };
  }, [shell, toast, loginHref, registerHref]);
}
