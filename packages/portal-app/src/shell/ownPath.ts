/**
 * Where to go after a login: the `redirect` query only when it is one of our own paths (never another
 * site, a protocol-relative `//host` or the login page itself, which would loop); otherwise /home.
 */
export function ownPath(redirect: string | null | undefined, origin = 'http://portal.invalid'): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/home';
  try {
    const url = new URL(redirect, origin);
    if (url.origin !== origin) return '/home';
    if (url.pathname === '/login' || url.pathname === '/401') return '/home';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/home';
  }
}
