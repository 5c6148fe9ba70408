// What every page of the program does with its session: anonymous operators go to the login (and come back
// after it), and calls that find the session ended do the same, keeping the page's address.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { catalogueMessage, isPortalError, unwrap, type Schemas } from '@credit-portal/api-client';
import { useHydrated } from '../../shell/hydrated';
import type { Resource } from '../../shell/routeData';
import { hasOperatorToken, loginAddress, needsLogin, program } from './program';

/** Sends the operator to the login when `error` says the session is gone; true when it did. */
export function useLoginOnExpiry(): (error: unknown) => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (error: unknown) => {
      const problem = needsLogin(error);
      if (!problem) return false;
      void navigate(loginAddress(location.pathname + location.search, problem === 'expired' ? 'expired' : undefined), { replace: true });
      return true;
    },
    [navigate, location.pathname, location.search],
  );
}

/** Whether the page may show the program: after hydration, with a kept token (else off to the login). */
export function useOperatorGate(): boolean {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = hydrated && hasOperatorToken();
  useEffect(() => {
    if (hydrated && !hasOperatorToken()) void navigate(loginAddress(location.pathname + location.search), { replace: true });
  }, [hydrated, navigate, location.pathname, location.search]);
  return signedIn;
}

/** The program's data as the portal's lists read it (shell/routeData Resource), with its retry. */
export type Loaded<T> = Resource<T> & { retry(): void };

/**
 * Data of the program read in the browser. Not in route loaders, unlike the portal's pages: the server's
 * renders never hold a token (architecture.md, "Server rendering"), and the operator's session is the
 * browser's alone, so a loader would render the page without its data on the server and keep that on
 * hydration. These pages render a placeholder on the server and read their data once hydrated.
 * It loads while `enabled`, again
 * when `key` changes or `retry` is called; an ended session leads to the login.
 */
export function useProgramData<T>(load: (signal: AbortSignal) => Promise<T>, key: string, enabled = true): Loaded<T> {
  const [state, setState] = useState<{ key: string; value: Resource<T> }>({ key: '', value: { status: 'loading' } });
  const [round, setRound] = useState(0);
  const toLogin = useLoginOnExpiry();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setState({ key, value: { status: 'ready', data } }),
      (error: unknown) => {
        if (controller.signal.aborted || toLogin(error)) return;
        setState({ key, value: { status: 'error', message: isPortalError(error) ? error.message : catalogueMessage('server') } });
      },
    );
    return () => controller.abort();
    // `load` is made anew on every render; `key` says when its answer changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled, round, toLogin]);
  const retry = useCallback(() => setRound((n) => n + 1), []);
  return { ...(state.key === key ? state.value : { status: 'loading' }), retry };
}

/** The operator of the session, once the gate lets the page show (null until known). */
export function useOperator(signedIn: boolean): Schemas['RepairOperator'] | null {
  const operator = useProgramData((signal) => unwrap(program.api.GET('/repairprogram/auth/operator', { signal })), 'operator', signedIn);
  return operator.status === 'ready' ? operator.data : null;
}
