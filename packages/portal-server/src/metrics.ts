// Prometheus metrics (GET /metrics; nginx must never expose it publicly): requests and their latency
// per route, render time, failed back-end calls, and the process's own (collectDefaultMetrics). Every
// label comes from a bounded set: route ids of the portal's route table or a few fixed names, never a
// raw address.
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { BackendErrorKind } from './page-render.js';

export interface RendererMetrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  requestDuration: Histogram<'method' | 'route'>;
  renderDuration: Histogram<'route'>;
  backendErrors: Counter<'kind'>;
}

/** Methods as labels: the usual ones, anything else as OTHER (a client may send any token). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
export const methodLabel = (method: string): string => (METHODS.has(method) ? method : 'OTHER');

export function createMetrics({ defaultMetrics = true }: { defaultMetrics?: boolean } = {}): RendererMetrics {
  const registry = new Registry();
  if (defaultMetrics) collectDefaultMetrics({ register: registry });
  const backendErrors = new Counter({
    name: 'portal_backend_errors_total',
    help: 'Failed calls of renders to the city back end, by kind (timeout, network, http_5xx, malformed).',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  // Every kind shows from the start (0), so an alert's rate() has a series before the first failure.
  for (const kind of ['timeout', 'network', 'http_5xx', 'malformed'] satisfies BackendErrorKind[]) backendErrors.inc({ kind }, 0);
  return {
    registry,
    requests: new Counter({
      name: 'portal_http_requests_total',
      help: 'HTTP requests answered by the renderer, by method, route id and status.',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    }),
    requestDuration: new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time to answer an HTTP request (until its response starts), by method and route id.',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    renderDuration: new Histogram({
      name: 'portal_render_duration_seconds',
      help: 'Time of server renders (back-end calls included), finished or failed, by route id.',
      labelNames: ['route'] as const,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    backendErrors,
  };
}
