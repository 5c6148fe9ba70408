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

/** Listens on host:port (port 0 picks a free one) and resolves once the socket is bound. */
export function listen(portal: PortalApp, { port, host }: { port: number; host: string }): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: portal.app.fetch, port, hostname: host }, (info: AddressInfo) => {
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
