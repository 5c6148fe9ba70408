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

/** Whether this document has been hydrated (set by the first `useHydratedShell` effect; never on the server). */
let documentHydrated = false;

/**
 * `useHydrated` for the shell, whose state after hydration (the breadcrumb trail kept in the session)
 * changes the context every page reads: the same answer, but the render that follows hydration is a
 * transition, which React does in slices. `useHydrated`'s update is synchronous, and on a large page
 * (/home) that render of the whole page was one task of ~100 ms on a phone's CPU. A shell mounted after
 * hydration (the static copy, a page rendered in the browser alone) reads true at once.
 */
export function useHydratedShell(): boolean {
  const [hydrated, setHydrated] = useState(documentHydrated);
  useEffect(() => {
    documentHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
