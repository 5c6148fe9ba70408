// Reading one cookie from a Cookie header or from `document.cookie` (the same "name=value; name=value"
// form, RFC 6265 §4.2.1). One reader for the browser's token store, the app's 无障碍 preference and any
// other caller. The `cookie` package (jshttp) does the same but would take the package over its size
// limit (test/package.test.ts): it is one module of parse and serialise, which a bundler cannot split.

/** `value` percent-decoded, or as it stands when it is no valid percent-encoding (a cookie someone else wrote). */
function decodeValue(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The value of the cookie `name` in a Cookie header (or `document.cookie`), percent-decoded and without
 * the double quotes RFC 6265 allows around it; `undefined` when there is no such cookie. The name must
 * match whole (`a11y` is not `xa11y`); a part without `=` is skipped; where a name stands twice the first
 * wins, as browsers send the cookie of the most specific path first.
 */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader || !name) return undefined;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    const unquoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
    return decodeValue(unquoted);
  }
  return undefined;
}
