import { urlScheme } from '../../links/safeUrl';

/** Spec §4 and §9: the verification popup is 560x400 and checked for closure every 500 ms. */
export const VERIFICATION_POPUP_WIDTH = 560;
export const VERIFICATION_POPUP_HEIGHT = 400;
export const VERIFICATION_CHECK_INTERVAL_MS = 500;

export type WindowOpener = (url: string, target: string, features: string) => Window | null;

export interface VerificationWindowOptions {
  /** Called once the visitor closed the popup (the app then reloads, spec §4). */
  onClosed: () => void;
  width?: number;
  height?: number;
  intervalMs?: number;
  /** Default `window.open`; inject one for tests. */
  openWindow?: WindowOpener;
}

export interface VerificationWindowHandle {
  /** True when the browser blocked the popup: show `VerificationPopup` in the page instead. */
  blocked: boolean;
  /** Stops watching (e.g. when the page goes away); onClosed is then not called. */
  stop: () => void;
}

/** The guard's page is followed only over http(s) or as an address on this site. */
export function isVerificationUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme === null || scheme === 'http:' || scheme === 'https:';
}

/**
 * Opens the crawler guard's verification page in a centred 560x400 popup and calls
 * `onClosed` once it was closed, checking every 500 ms (spec §4, §8). The popup keeps its
 * opener handle (no `noopener`), which the closure check needs.
 */
export function openVerificationWindow(
  url: string,
  {
    onClosed,
    width = VERIFICATION_POPUP_WIDTH,
    height = VERIFICATION_POPUP_HEIGHT,
    intervalMs = VERIFICATION_CHECK_INTERVAL_MS,
    openWindow = (target, name, features) => window.open(target, name, features),
  }: VerificationWindowOptions,
): VerificationWindowHandle {
  if (!isVerificationUrl(url)) throw new Error(`Refusing to open verification page: ${url}`);
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  const features = `popup=yes,width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
  const popup = openWindow(url, 'credit-portal-verification', features);
  if (!popup) return { blocked: true, stop: () => {} };

  const timer = setInterval(() => {
    if (popup.closed) {
      clearInterval(timer);
      onClosed();
    }
  }, intervalMs);
  return { blocked: false, stop: () => clearInterval(timer) };
}
