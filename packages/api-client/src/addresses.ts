import type { TokenStore } from './token-store.js';

// Relative addresses resolve against the page's origin; without a page (servers, tests) against a
// placeholder origin, so that a relative address still matches a relative base and nothing else does.
function resolveUrl(url: string): URL | null {
  try {
    return new URL(url, typeof location === 'undefined' ? 'http://relative.invalid' : location.origin);
  } catch {
    return null;
  }
}

const DOWNLOAD_PATH = '/filestorage/file/downloadFile/';

/**
 * What the client knows of addresses without making a call: which lie under its two bases, the token's
 * query parameter for them, a stored file's address. No openapi-fetch here, so a page can
 * have them (links, downloads) before the calls' code has loaded (createDeferredPortalClient).
 */
export function portalAddresses({ apiBase, creditBase, tokenStore }: { apiBase: string; creditBase: string; tokenStore: TokenStore }) {
  const bases = [apiBase, creditBase].map(resolveUrl);
  const apiRoot = apiBase.replace(/\/+$/, '');

  /** Whether `url` lies under one of our two bases: same origin and a whole-segment path prefix. */
  function isPortalUrl(url: string | undefined): boolean {
    const target = url === undefined ? null : resolveUrl(url);
    return (
      !!target &&
      bases.some((base) => {
        if (!base || base.origin !== target.origin) return false;
        // '/credit' must not claim '/credit-dynamics' (docs/architecture.md).
        const prefix = base.pathname.replace(/\/+$/, '');
        return target.pathname === prefix || target.pathname.startsWith(`${prefix}/`);
      })
    );
  }

  /** `url` with the token as the `access_token` query parameter (spec §6), for links and windows. */
  function withAccessToken(url: string): string {
    const token = tokenStore.get();
    const target = resolveUrl(url);
    if (!token || !target || !isPortalUrl(url)) return url;
    target.searchParams.set('access_token', token.access_token);
    return /^([a-z][\w+.-]*:)?\/\//i.test(url) ? target.href : target.pathname + target.search + target.hash;
  }

  /** The download address of a stored file, carrying the token (spec §6, §7). */
  function downloadUrl(id: string): string {
    return withAccessToken(`${apiRoot}${DOWNLOAD_PATH}${encodeURIComponent(id)}`);
  }

  return { isPortalUrl, withAccessToken, downloadUrl };
}
