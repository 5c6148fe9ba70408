// Open-redirect safety of the sign-on (spec §4): it only returns visitors to the portal's own origin
// or to origins the operator allows (PORTAL_SSO_ALLOWED_REDIRECTS).

/** The origin of an allowed entry (`https://credit.example.gov.cn/` → `https://credit.example.gov.cn`), or null. */
export function originOf(entry: string): string | null {
  try {
    const url = new URL(entry);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The address to send the visitor to, or null when it is not allowed. A path of this origin stays a
 * path; `//host` and `/\host` (which browsers read as another host) are refused.
 */
export function allowedRedirect(target: string, ownOrigin: string, allowedOrigins: readonly string[]): URL | null {
  const text = target.trim();
  // eslint-disable-next-line no-control-regex -- control characters in an address are exactly what is refused
  if (text === '' || /[\u0000-\u001f\\]/.test(text) || text.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(text, ownOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return url.origin === ownOrigin || allowedOrigins.includes(url.origin) ? url : null;
}

/** `url` with `params` set, written relative when it is on `ownOrigin`. */
export function withParams(url: URL, params: Record<string, string>, ownOrigin: string): string {
  const out = new URL(url.href);
  for (const [name, value] of Object.entries(params)) out.searchParams.set(name, value);
  return out.origin === ownOrigin ? `${out.pathname}${out.search}${out.hash}` : out.href;
}
