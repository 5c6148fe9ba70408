// Spec §4: the crawler guard's page in the 560x400 window, checked every 500 ms; the page reloads once it
// is closed. A chunk of its own, loaded by the client when the guard answers (portal.ts).
import { openVerificationWindow } from '@credit-portal/ui';
import { site } from '../config/site';

export function openVerification(): void {
  openVerificationWindow(`${site.apiBase}${site.verificationPath}`, { onClosed: () => window.location.reload() });
}
