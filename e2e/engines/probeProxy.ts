import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A browser driven over classic WebDriver has no console log, no page errors and no response statuses.
// Each engine therefore reaches the portal through this proxy of its own, which
//  - puts a small script first in every HTML page's head (a same-origin file, allowed by the portal's
//    CSP, which forbids inline scripts): it records console errors, uncaught exceptions, rejected
//    promises nobody handled, resources that failed to load and CSP violations, from before the
//    portal's own scripts run, and the status of the page's own answer;
//  - notes every other answer with an error status (4xx, 5xx), which a browser reports in its console
//    as a resource that failed to load.
// Everything else passes unchanged (the Host header too, so the portal's absolute addresses and the
// sign-on's return address name the proxy).

export const PROBE_PATH = '/__engines/probe.js';

/** The script: `window.__engineProbe = { status, errors }`. */
const probeScript = (status: number) => `(() => {
  const errors = [];
  window.__engineProbe = { status: ${status}, errors };
  const text = (value) => (value instanceof Error ? value.message : typeof value === 'string' ? value : (() => { try { return JSON.stringify(value); } catch { return String(value); } })());
  const original = console.error;
  console.error = function (...args) {
    errors.push('console error: ' + args.map(text).join(' ').slice(0, 500));
    return original.apply(this, args);
  };
  addEventListener('error', (event) => {
    const target = event.target;
    if (target && target !== window && target.tagName) {
      // A hint to fetch early (modulepreload, preload, prefetch) is no resource of the page: Firefox
      // reports one for a module it already has. A failed answer is noted by the proxy all the same.
      if (target.tagName === 'LINK' && /preload|prefetch/.test(target.rel)) return;
      errors.push('failed to load ' + target.tagName.toLowerCase() + ' ' + (target.currentSrc || target.src || target.href || ''));
    } else {
      errors.push('uncaught exception: ' + text(event.error ?? event.message));
    }
  }, true);
  addEventListener('unhandledrejection', (event) => errors.push('unhandled rejection: ' + text(event.reason)));
  addEventListener('securitypolicyviolation', (event) => errors.push('CSP blocked ' + event.blockedURI + ' (' + event.effectiveDirective + ')'));
})();
`;

export interface ProbeProxy {
  /** The proxy's origin, http://127.0.0.1:port. */
  origin: string;
  /** Error answers to requests other than page loads since the last call (a page of the sign-on's excepted). */
  takeFailedResponses(): string[];
  close(): Promise<void>;
}

/** Starts a proxy in front of `upstream` (http://host:port) on a free port of 127.0.0.1. */
export async function startProbeProxy(upstream: string): Promise<ProbeProxy> {
  const target = new URL(upstream);
  let failed: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://proxy');
    if (url.pathname === PROBE_PATH) {
      const status = Number(url.searchParams.get('status') ?? 0);
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      response.end(probeScript(status));
      return;
    }
    const headers = { ...request.headers, 'accept-encoding': 'identity' };
    const outgoing = http.request({ host: target.hostname, port: target.port, method: request.method, path: request.url, headers }, (answer) => {
      const status = answer.statusCode ?? 0;
      const type = String(answer.headers['content-type'] ?? '');
      const isPage = request.headers['sec-fetch-dest'] === 'document' || (request.method === 'GET' && String(request.headers.accept ?? '').startsWith('text/html'));
      // A request of the simulated sign-on (an external service's page) is not the portal's.
      const fromSignOn = /^\/sso\//.test(safePath(request.headers.referer));
      if (status >= 400 && !isPage && !fromSignOn && url.pathname !== '/favicon.ico') {
        failed.push(`${status} ${request.method} ${url.pathname}${url.search}`);
      }
      // Only the portal's own pages (those with its #root) get the probe; others (the sign-on's) pass as they are.
      if (!isPage || !type.startsWith('text/html')) {
        response.writeHead(status, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8');
        if (!html.includes('id="root"')) {
          response.writeHead(status, answer.headers);
          response.end(Buffer.concat(chunks));
          return;
        }
        const tag = `<script src="${PROBE_PATH}?status=${status}"></script>`;
        const withProbe = /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${tag}`) : `${tag}${html}`;
        const body = Buffer.from(withProbe, 'utf8');
        const outHeaders = { ...answer.headers, 'content-length': String(body.length) };
        delete outHeaders['transfer-encoding'];
        response.writeHead(status, outHeaders);
        response.end(body);
      });
    });
    outgoing.on('error', (error) => {
      failed.push(`proxy: ${request.method} ${url.pathname} ${error.message}`);
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    takeFailedResponses() {
      const taken = failed;
      failed = [];
      return taken;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function safePath(address: string | undefined): string {
  try {
    return address ? new URL(address).pathname : '';
  } catch {
    return '';
  }
}
