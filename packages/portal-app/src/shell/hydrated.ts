import { useLocation } from 'react-router';
import { useHydrated } from '@credit-portal/ui';

// False while the server renders and while the browser hydrates that render, true afterwards (and from
// the start of a page the browser renders alone): what only the browser knows (its session storage, the
// visitor's drafts) is read once it is true, so the hydrated page first matches the server's HTML.
export { useHydrated };

/**
 * The navigation's state (react-router's `location.state`), which lives in the browser's history only:
 * null while the server renders and while the browser hydrates, so both render the same page.
 */
export function useHistoryState(): unknown {
  const hydrated = useHydrated();
  const { state } = useLocation();
  return hydrated ? (state as unknown) : null;
}
