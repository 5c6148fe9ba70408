// The credit-repair program's client in the browser (`#program`, package.json `imports`): the operator's
// token from the program's own cookie, sent under the program's own bearer scheme, never the visitor's.
import { createCookieTokenStore, createPortalClient } from '@credit-portal/api-client';
import { site } from '../../config/site';
import { apiTimeoutMs } from '../../shell/apiTimeout';
import { OPERATOR_COOKIE } from './cookie';

export const program = createPortalClient({
  apiBase: site.apiBase,
  creditBase: site.creditBase,
  tokenStore: createCookieTokenStore({ key: OPERATOR_COOKIE }),
  timeoutMs: apiTimeoutMs(),
});
