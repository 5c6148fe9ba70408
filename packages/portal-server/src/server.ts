// Listening and stopping: the renderer on host:port, and a graceful shutdown that lets requests in flight
// finish while nginx moves new ones to the other renderers.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { JsonLogger } from './log.js';
import type { Renderer } from './renderer.js';

export interface RunningRenderer {
  server: Server;
  /** e.g. http://127.0.0.1:4174 */
  url: string;
  port: number;
  /**
   * Readiness 503, no new connections, idle keep-alive connections closed (and each busy one once its
   * answer has gone); resolves true once every request in flight has finished, false if the grace
   * period ran out first (the remaining connections are then cut).
   */
  shutdown(graceMs: number): Promise<boolean>;
}

/** Slow clients may not hold connections open: headers within 10 s, the whole request within 30 s. */
const SERVER_OPTIONS = { headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 2_000 };

export function listenRenderer(renderer: Renderer, { port, host, logger }: { port: number; host: string; logger: JsonLogger }): Promise<RunningRenderer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: renderer.app.fetch, port, hostname: host, serverOptions: SERVER_OPTIONS }, (info: AddressInfo) => {
      const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
      let stopping: Promise<boolean> | undefined;
      resolve({
        server,
        url: `http://${shownHost}:${info.port}`,
        port: info.port,
        shutdown: (graceMs) =>
          (stopping ??= new Promise<boolean>((done) => {
            renderer.beginShutdown();
            logger.log('info', '开始停止：不再接收新连接，等待进行中的请求完成', { inFlight: renderer.inFlight, graceMs });
            // A busy keep-alive connection answers with `Connection: close` (renderer.ts); an idle one is closed here.
            const sweep = setInterval(() => server.closeIdleConnections(), 100);
            const finish = (clean: boolean) => {
              clearInterval(sweep);
              clearTimeout(grace);
              if (!clean) {
                logger.log('error', '停止等待超时，仍在进行的请求被中断', { inFlight: renderer.inFlight, graceMs });
                server.closeAllConnections();
              }
              done(clean);
            };
            const grace = setTimeout(() => finish(false), graceMs);
            server.close(() => finish(true));
            server.closeIdleConnections();
          })),
      });
    }) as Server;
    server.once('error', reject);
  });
}
