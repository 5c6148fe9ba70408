import { createContext, useContext } from 'react';
import type { TrailEntry } from './breadcrumbTrail';
import type { SessionUser } from './session';

/** What the application shell lends every layout and page. */
export interface Shell {
  user: SessionUser | null;
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
  register(): void;
  logout(): void;
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell() is used outside the application shell.');
  return shell;
}
