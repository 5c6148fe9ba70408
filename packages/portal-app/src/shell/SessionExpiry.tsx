import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext, useLocation, useNavigate } from 'react-router';
import { catalogueMessage } from '@credit-portal/api-client';
import { useToast } from '@credit-portal/ui';
import { hasFormDraft, saveFormDrafts } from './formDrafts';
import { onSessionEnd } from './sessionEvents';
import { LOGIN_PAGE, loginAddress } from './loginAddress';

/**
 * An expired login mid-session (spec §8 code 203; the client already cleared the token): the catalogue's
 * message, what the visitor typed kept, and the login page, which brings them back here. On every address
 * a draft kept for it is typed back in (formDrafts.ts).
 */
export function SessionExpiry() {
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const address = location.pathname + location.search;
  // A 203 often answers the loader of the page the visitor is going to (the next page of a list): the
  // login brings them back there, not to the page they were leaving.
  const dataRouter = useContext(DataRouterContext);

  useEffect(() => {
    if (!hasFormDraft()) return undefined;
    let stop: (() => void) | undefined;
    let left = false;
    void import('./formDraftsRestore').then(({ restoreFormDrafts }) => {
      if (!left) stop = restoreFormDrafts(address);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [address]);

  useEffect(() => {
    let handled = false;
    return onSessionEnd((reason) => {
      // Several calls of one page may answer 203 together: one message, one trip to the login.
      if (handled || reason !== 'tokenExpired') return;
      const next = dataRouter?.router.state.navigation.location;
      const here = next ? next.pathname + next.search : window.location.pathname + window.location.search;
      if (here.startsWith(LOGIN_PAGE)) return;
      handled = true;
      saveFormDrafts(here);
      toast.error(catalogueMessage('tokenExpired'));
      const toLogin = () => void navigate(loginAddress(here, { expired: true }));
      // A form's submission that the 203 answered finishes first (its route's action says why it was not
      // sent): the router matches a fetcher's end against the navigation under way, whose route the
      // browser may not know yet (routes are discovered as they are visited).
      const router = dataRouter?.router;
      const submitting = () => router !== undefined && [...router.state.fetchers.values()].some((fetcher) => fetcher.state === 'submitting');
      if (!router || !submitting()) return toLogin();
      const stop = router.subscribe(() => {
        if (submitting()) return;
        stop();
        // After the router has told every listener of the fetcher's end, not in the middle of it.
        setTimeout(toLogin, 0);
      });
    });
  }, [toast, navigate, dataRouter]);

  return null;
}
