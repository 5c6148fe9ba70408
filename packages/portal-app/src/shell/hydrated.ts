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
