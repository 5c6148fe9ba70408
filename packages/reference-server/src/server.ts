import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { PortalApp } from './app.js';

export interface RunningServer {
  server: ServerType;
  /** e.g. http://127.0.0.1:4173 */
  url: string;
  port: number;
  /** Stops accepting, ends idle connections, then closes the database. */
  close(): Promise<void>;
}

/**
 * How long a client may take (architecture.md "Bounded input"): a connection that has not sent
 * its headers within `headersMs`, or its whole request within `requestMs`, is answered 408 and closed, so
 * that slow clients cannot hold connections and sockets open for ever. `requestMs` leaves a 10 MB upload
 * room at ~200 KB/s; Node checks the connections every `checkEveryMs`.
 */
export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
  checkEveryMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = { headersMs: 10_000, requestMs: 60_000, checkEveryMs: 2_000 };

/** Listens on host:port (port 0 picks a free one) and resolves once the socket is bound. */
export function listen(
  portal: PortalApp,
  { port, host, timeouts = DEFAULT_TIMEOUTS }: { port: number; host: string; timeouts?: ServerTimeouts },
): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const serverOptions = {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    };
    const server = serve({ fetch: portal.app.fetch, port, hostname: host, serverOptions }, (info: AddressInfo) => {
      const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
      const url = `http://${shownHost}:${info.port}`;
      let closing: Promise<void> | undefined;
      resolve({
        server,
        url,
        port: info.port,
        close: () =>
          (closing ??= new Promise<void>((done) => {
            server.close(() => {
              portal.close();
              done();
            });
            if ('closeIdleConnections' in server) server.closeIdleConnections();
          })),
      });
    });
    server.once('error', reject);
  });
}
