import { startTransition, useEffect, useState } from 'react';
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

/**
 * False in the first render (the server's, and the browser's hydration of it), true after it, set in a
 * transition: for the shell, whose state after hydration (the breadcrumb trail kept in the session)
 * changes the context every page reads. `useHydrated` answers the same, but its change is a synchronous
 * render (React's rule for `useSyncExternalStore`), which on /home was one task of ~400 ms at a phone's 4×
 * slower CPU; a transition is rendered in slices. Unlike `useHydrated`, a shell rendered in the browser
 * alone (the static copy) also starts false, and takes up the kept trail one render later.
 */
export function useHydratedShell(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
