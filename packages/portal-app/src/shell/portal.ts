import { createCookieTokenStore, createPortalClient } from '@credit-portal/api-client';
import { site } from '../config/site';

/** The one client of the app: both bases, the cookie token, the error catalogue (spec §7, §8). */
export const portal = createPortalClient({
  apiBase: site.apiBase,
  creditBase: site.creditBase,
  tokenStore: createCookieTokenStore(),
});
