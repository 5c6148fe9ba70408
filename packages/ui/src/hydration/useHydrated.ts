import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's render and while the browser hydrates it (so both render alike), true once the
 * page's script runs: what works without JavaScript (a native control, a plain link) is what the
 * server's HTML holds, and the scripted control takes its place after hydration.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
