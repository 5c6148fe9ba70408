// Who the visitor is, behind a reverse proxy (PORTAL_TRUSTED_PROXIES): nginx in front of the renderer
// and of the back end makes every request come from 127.0.0.1, so the visitor's address has to be read
// from the headers nginx adds, but only when the request really comes from nginx: anyone else's
// X-Forwarded-For is the client's own word.
import { isIP } from 'node:net';
import type { Context } from 'hono';

/** The proxies trusted when PORTAL_TRUSTED_PROXIES is unset in the renderer: nginx on the same machine. */
export const LOCAL_PROXIES: readonly string[] = ['127.0.0.1', '::1'];

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) is 127.0.0.1; IPv6 in lower case. */
function normaliseAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  return mapped?.[1] ?? lower;
}

/**
 * A comma-separated list of IP addresses (PORTAL_TRUSTED_PROXIES), or the problems with it, each
 * naming the setting. An empty value trusts no proxy.
 */
export function parseTrustedProxies(raw: string, name = 'PORTAL_TRUSTED_PROXIES'): { proxies: string[]; problems: string[] } {
  const proxies: string[] = [];
  const problems: string[] = [];
  for (const entry of raw.split(',').map((part) => part.trim()).filter(Boolean)) {
    if (isIP(entry) === 0) problems.push(`${name} 中的地址无效: ${entry}（应为逗号分隔的 IP 地址，如 127.0.0.1,::1）`);
    else proxies.push(normaliseAddress(entry));
  }
  return { proxies, problems };
}

/** One address of a forwarding header, without the port or brackets a proxy may add; null when it is not an IP. */
function forwardedAddress(entry: string): string | null {
  let value = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  return isIP(value) === 0 ? null : normaliseAddress(value);
}

/** The socket's peer of a request served by @hono/node-server (or undefined in a request made in process). */
export function peerAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const peer = env?.incoming?.socket?.remoteAddress;
  return peer ? normaliseAddress(peer) : undefined;
}

/**
 * The visitor's address: the socket's peer, or, when the peer is a trusted proxy, the right-most address
 * of X-Forwarded-For that is not itself a trusted proxy (nginx's `$proxy_add_x_forwarded_for` appends the
 * address it saw; entries further left are the client's own word), else X-Real-IP. A malformed header
 * is ignored. Undefined when the request has no socket (made in process without one).
 */
export function visitorAddress(c: Context, trustedProxies: readonly string[]): string | undefined {
  const peer = peerAddress(c);
  if (peer === undefined || !trustedProxies.includes(peer)) return peer;
  const chain = (c.req.header('x-forwarded-for') ?? '').split(',').filter((entry) => entry.trim() !== '');
  for (let i = chain.length - 1; i >= 0; i--) {
    const address = forwardedAddress(chain[i] as string);
    if (address === null) break;
    if (!trustedProxies.includes(address) || i === 0) return address;
  }
  const realIp = forwardedAddress(c.req.header('x-real-ip') ?? '');
  return realIp ?? peer;
}
