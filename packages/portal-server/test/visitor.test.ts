import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseTrustedProxies, visitorAddress } from '../src/visitor.js';

function request(peer: string | undefined, headers: Record<string, string> = {}): Context {
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    env: peer === undefined ? {} : { incoming: { socket: { remoteAddress: peer } } },
    req: { header: (name: string) => lower.get(name.toLowerCase()) },
  } as unknown as Context;
}

const NGINX = ['127.0.0.1', '::1'];

describe("the visitor's address", () => {
  it('is the socket peer when the peer is not a trusted proxy, whatever the headers claim', () => {
    expect(visitorAddress(request('203.0.113.9', { 'X-Forwarded-For': '1.2.3.4', 'X-Real-IP': '5.6.7.8' }), NGINX)).toBe('203.0.113.9');
    expect(visitorAddress(request('127.0.0.1', { 'X-Forwarded-For': '1.2.3.4' }), [])).toBe('127.0.0.1');
  });

  it('is the right-most X-Forwarded-For entry when a trusted proxy sent the request', () => {
    expect(visitorAddress(request('127.0.0.1', { 'X-Forwarded-For': '10.9.9.9, 198.51.100.7' }), NGINX)).toBe('198.51.100.7');
    expect(visitorAddress(request('::ffff:127.0.0.1', { 'X-Forwarded-For': '198.51.100.7' }), NGINX)).toBe('198.51.100.7');
    expect(visitorAddress(request('::1', { 'X-Forwarded-For': '2001:DB8::1' }), NGINX)).toBe('2001:db8::1');
  });

  it('skips proxies that are themselves trusted (a CDN before nginx), and strips ports and brackets', () => {
    const chain = ['198.51.100.7', '192.0.2.10'];
    expect(visitorAddress(request('127.0.0.1', { 'X-Forwarded-For': chain.join(', ') }), [...NGINX, '192.0.2.10'])).toBe('198.51.100.7');
    expect(visitorAddress(request('127.0.0.1', { 'X-Forwarded-For': '198.51.100.7:51234' }), NGINX)).toBe('198.51.100.7');
    expect(visitorAddress(request('127.0.0.1', { 'X-Forwarded-For': '[2001:db8::2]:443' }), NGINX)).toBe('2001:db8::2');
  });

  it('falls back to X-Real-IP, then to the peer, when the forwarded header is missing or malformed', () => {
    expect(visitorAddress(request('127.0.0.1', { 'X-Real-IP': '198.51.100.8' }), NGINX)).toBe('198.51.100.8');
    expect(visitorAddress(request('127.0.0.1', { 'X-Forwarded-For': 'unknown', 'X-Real-IP': '198.51.100.8' }), NGINX)).toBe('198.51.100.8');
    expect(visitorAddress(request('127.0.0.1', { 'X-Forwarded-For': '<script>' }), NGINX)).toBe('127.0.0.1');
    expect(visitorAddress(request('127.0.0.1'), NGINX)).toBe('127.0.0.1');
  });

  it('is unknown for a request without a socket', () => {
    expect(visitorAddress(request(undefined, { 'X-Forwarded-For': '1.2.3.4' }), NGINX)).toBeUndefined();
  });
});

describe('PORTAL_TRUSTED_PROXIES', () => {
  it('takes comma-separated IPv4 and IPv6 addresses, and names every one it cannot use', () => {
    expect(parseTrustedProxies('127.0.0.1, ::1 ,10.0.0.5')).toEqual({ proxies: ['127.0.0.1', '::1', '10.0.0.5'], problems: [] });
    expect(parseTrustedProxies('')).toEqual({ proxies: [], problems: [] });
    const { problems } = parseTrustedProxies('127.0.0.1,localhost,10.0.0.0/8');
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/PORTAL_TRUSTED_PROXIES.*localhost/);
    expect(problems[1]).toMatch(/10\.0\.0\.0\/8/);
  });
});
