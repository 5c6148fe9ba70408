// What the loaders' unit tests share: a loader's arguments for an address, and the back end's envelope
// around an answer (spec §3), as the mocked client returns it.
import type { LoaderFunctionArgs } from 'react-router';

/** A loader's arguments for an address of the portal, e.g. `/declare-Legal?pageNo=2`. */
export const loaderArgs = (address: string) => ({ request: new Request(`http://portal.test${address}`), params: {}, context: {} }) as LoaderFunctionArgs;

/** What openapi-fetch resolves with for an answer of the back end: the envelope and an HTTP 200. */
export const answered = (data: unknown, code = 200, msg = 'ok') => ({ data: { code, msg, data }, response: new Response(null, { status: 200 }) });

/** The query of each call a mocked GET received for `path`, in order. */
export function queriesTo(calls: readonly unknown[][], path: string): unknown[] {
  return calls.filter(([called]) => called === path).map(([, init]) => (init as { params?: { query?: unknown } } | undefined)?.params?.query);
}
