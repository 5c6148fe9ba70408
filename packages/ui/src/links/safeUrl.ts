/**
 * Which addresses the portal follows (spec §5 "URL-like check": http, https, mailto, tel).
 * Addresses come from the CMS (adverts, site links, navigation tabs), so anything else, such as
 * `javascript:` or `data:`, is refused rather than rendered as a link.
 */
export const safeUrlSchemes = ['http:', 'https:', 'mailto:', 'tel:'] as const;
export type SafeUrlScheme = (typeof safeUrlSchemes)[number];

// Browsers drop leading C0 controls and spaces and ignore tabs and newlines inside a URL, so
// "  java\tscript:" is still javascript:. Do the same before looking at the scheme.
const ignoredAnywhere = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex
const ignoredAtEnds = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

const schemePattern = /^([a-z][a-z0-9+.-]*):/i;
// "example.com:8080/path" or "localhost:3000" look like a scheme but are a host and a port.
const hostWithPort = /^[^/?#:]+:\d+(?:[/?#]|$)/;

function clean(url: string): string {
  return url.replace(ignoredAnywhere, '').replace(ignoredAtEnds, '');
}

// Schemes always read as schemes, even when followed by digits ("tel:12345").
const knownSchemes = new Set([
  ...safeUrlSchemes,
  'javascript:',
  'vbscript:',
  'data:',
  'file:',
  'blob:',
  'ftp:',
  'about:',
]);

/** The scheme of an address, lower-cased with its colon (e.g. `https:`), or null if it has none. */
export function urlScheme(url: string): string | null {
  const cleaned = clean(url);
  const match = schemePattern.exec(cleaned);
  if (!match) return null;
  const scheme = `${match[1]!.toLowerCase()}:`;
  if (!knownSchemes.has(scheme) && hostWithPort.test(cleaned)) return null;
  return scheme;
}

/** True when the address has one of the schemes the portal follows: http, https, mailto, tel. */
export function isSafeUrl(url: string | null | undefined): boolean {
  if (typeof url !== 'string') return false;
  const scheme = urlScheme(url);
  return scheme !== null && (safeUrlSchemes as readonly string[]).includes(scheme);
}

/**
 * An advert's address ready to link to, or null when it must not be a link (spec §5):
 * trimmed; without a scheme `http://` is prepended ("www.fj.gov.cn" → "http://www.fj.gov.cn",
 * "//example.com" → "http://example.com"); only http, https, mailto and tel are kept.
 */
export function normaliseAdvertUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const cleaned = clean(url);
  if (cleaned === '') return null;
  let candidate = cleaned;
  if (urlScheme(cleaned) === null) {
    candidate = cleaned.startsWith('//') ? `http:${cleaned}` : `http://${cleaned.replace(/^\/+/, '')}`;
  }
  return isSafeUrl(candidate) ? candidate : null;
}
