import type { Client } from 'openapi-fetch';
import type { paths } from './schema.js';
import type { createPortalClient, PortalClient, PortalClientOptions, UploadOptions } from './client.js';
import { portalAddresses } from './addresses.js';
import { PortalError } from './errors.js';
import { defaultTokenStore } from './token-store.js';

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE', 'request', 'use', 'eject'] as const;

/** An openapi-fetch client whose every call first waits for the real one: the same methods, answers and errors. */
function deferredClient(load: () => Promise<Client<paths>>): Client<paths> {
  const deferred: Partial<Record<(typeof METHODS)[number], (...args: unknown[]) => unknown>> = {};
  for (const method of METHODS) {
    deferred[method] = (...args) => load().then((client) => (client[method] as (...args: unknown[]) => unknown)(...args));
  }
  return deferred as unknown as Client<paths>;
}

/**
 * The same client as createPortalClient, whose calls' code (openapi-fetch, the envelope's middleware)
 * is loaded with its first call, by `import()`: a page the server rendered makes no call until the
 * visitor acts, and then loads it. What needs no call is there at once: the token store, the bases and
 * the addresses (portalAddresses). A failed load is the network's error (spec §8), tried again by the
 * next call. `load` loads the calls' code (tests count and fail it).
 */
export function createDeferredPortalClient(
  options: PortalClientOptions = {},
  load: () => Promise<{ createPortalClient: typeof createPortalClient }> = () => import('./client.js'),
): PortalClient {
  const { apiBase = '/api', creditBase = '/credit', tokenStore = defaultTokenStore() } = options;
  let loading: Promise<PortalClient> | undefined;
  const client = () =>
    (loading ??= load().then(
      ({ createPortalClient }) => createPortalClient({ ...options, apiBase, creditBase, tokenStore }),
      (cause: unknown) => {
        loading = undefined;
        throw new PortalError('network', undefined, { cause });
      },
    ));
  return {
    api: deferredClient(() => client().then(({ api }) => api)),
    credit: deferredClient(() => client().then(({ credit }) => credit)),
    tokenStore,
    apiBase,
    creditBase,
    ...portalAddresses({ apiBase, creditBase, tokenStore }),
    uploadFile: (file: Blob, upload?: UploadOptions) => client().then(({ uploadFile }) => uploadFile(file, upload)),
  };
}
