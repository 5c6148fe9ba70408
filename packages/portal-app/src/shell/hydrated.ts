import { useLocation } from 'react-router';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates that render, true afterwards (and from
 * the start of a page the browser renders alone). What only the browser knows (its session storage,
 * the visitor's drafts) is read once this is true, so the hydrated page first matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * The navigation's state (react-router's `location.state`), which lives in the browser's history only:
 * null while the server renders and while the browser hydrates, so both render the same page.
 */
export function useHistoryState(): unknown {
  const hydrated = useHydrated();
  const { state } = useLocation();
  return hydrated ? (state as unknown) : null;
}
