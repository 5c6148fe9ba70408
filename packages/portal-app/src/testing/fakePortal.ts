// A fake of the portal's back end for the loaders' unit tests: the answer of each path, the paths that
// refuse (403), and whether there is a login. One per test file (vitest isolates files); the test
// mocks shell/portal with `fakePortalModule` and says what the back end answers with `serve`:
//
//   vi.mock('#portal', async () => (await import('../../testing/fakePortal')).fakePortalModule);
import { beforeEach, vi } from 'vitest';
import { answered, queriesTo } from './loaders';

type Init = { params?: { query?: unknown } };
type Token = { token_type: string; access_token: string };

/** A logged-in visitor's token. */
export const LOGGED_IN: Token = { token_type: 'Bearer', access_token: 't' };

export function createBackEnd() {
  const refused = new Set<string>();
  const state = {
    /** What each path answers, by its key. */
    answers: {} as Record<string, unknown>,
    /** The key of a path in `answers` and `refused` (default the path itself). */
    keyOf: (path: string) => path,
    token: null as Token | null,
  };
  const GET = vi.fn((path: string, _init?: Init) => {
    const key = state.keyOf(path);
    return Promise.resolve(refused.has(key) ? answered(undefined, 403, 'forbidden') : answered(state.answers[key]));
  });
  return {
    GET,
    refused,
    state,
    /** The query of each call to `path`, in order. */
    queriesOf: (path: string) => queriesTo(GET.mock.calls, path),
    /** Forget the calls, the refusals and the login (for beforeEach). */
    reset() {
      GET.mockClear();
      refused.clear();
      state.token = null;
    },
    portal: { api: { GET: (path: string, init?: Init) => GET(path, init) }, tokenStore: { get: () => state.token } },
  };
}

export const backEnd = createBackEnd();

/**
 * Has the fake back end answer `answers` (by `keyOf` a path, default the path itself) in this test
 * file, starting each test without calls, refusals or login.
 */
export function serve(answers: Record<string, unknown>, keyOf: (path: string) => string = (path) => path) {
  backEnd.state.answers = answers;
  backEnd.state.keyOf = keyOf;
  beforeEach(() => backEnd.reset());
  return backEnd;
}

/** shell/portal's module as the fake gives it. */
export const fakePortalModule = { portal: backEnd.portal };
