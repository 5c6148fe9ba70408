import { createCookieTokenStore, createDeferredPortalClient } from '@credit-portal/api-client';
import { site } from '../config/site';
import { apiTimeoutMs } from './apiTimeout';
import { saveFormDrafts } from './formDrafts';
import { announceLoginRequired, announceSessionEnd } from './sessionEvents';

/**
 * The one client of the app: both bases, the cookie token, the error catalogue (spec §7, §8). Its calls'
 * code loads with the first call: a page the server rendered calls nothing until the visitor
 * acts, so /home loads none of it.
 */
export const portal = createDeferredPortalClient({
  apiBase: site.apiBase,
  creditBase: site.creditBase,
  tokenStore: createCookieTokenStore(),
  timeoutMs: apiTimeoutMs(),
  // Spec §8: not logged in clears the token (the client did) and goes to the single sign-on; what the
  // visitor typed comes back after it (formDrafts.ts).
  onAuthRequired: () => {
    saveFormDrafts(window.location.pathname + window.location.search);
    announceLoginRequired();
  },
  // Spec §8: an expired login clears the token (the client did); the shell says so and asks for a new login.
  onTokenExpired: () => void announceSessionEnd('tokenExpired'),
  // Spec §4: the crawler guard's page in the 560x400 window (verificationWindow.ts, loaded when needed).
  onVerification: () => void import('./verificationWindow').then(({ openVerification }) => openVerification()),
});
