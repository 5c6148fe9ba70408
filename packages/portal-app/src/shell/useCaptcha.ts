import { useCallback, useEffect, useState } from 'react';
import { catalogueMessage, isPortalError, unwrap } from '@credit-portal/api-client';
import { portal } from '#portal';

export interface Captcha {
  /** The current captcha's token (its image is /graphic/captcha/getCaptcha/{token}), null while one loads or after a failure. */
  token: string | null;
  /** The catalogue's message when no captcha could be had. */
  error: string | null;
  /** Asks for a new captcha: every check spends the old one (spec §8: a failed check refreshes the image). */
  refresh(): void;
}

/**
 * A graphic captcha for a form on the page (spec §5): not the page's data but a single-use ticket of
 * this visit, asked for when the form shows and again after each attempt. `given`: the one a route's
 * action answered a form sent without the page's script with, shown until the page's script asks for its own.
 */
export function useCaptcha(given: string | null = null): Captcha {
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{
    round: number;
    token: string | null;
    error: string | null;
  }>({ round: given === null ? -1 : 0, token: given, error: null });
  useEffect(() => {
    const controller = new AbortController();
    unwrap(portal.api.GET('/graphic/captcha', { signal: controller.signal })).then(
      ({ token }) => setState({ round, token, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({
            round,
            token: null,
            error: isPortalError(error) ? error.message : catalogueMessage('server'),
          });
      }
    );
    return () => controller.abort();
  }, [round]);
  const refresh = useCallback(() => setRound((n) => n + 1), []);
  const current = state.round === round ? state : { token: null, error: null };
  return { token: current.token, error: current.error, refresh };
}
