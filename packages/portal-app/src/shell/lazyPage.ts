// Pages load lazily (spec §2). A chunk that fails to load (a deploy replaced it, the network dropped)
// reloads the same path once; a second failure soon after is shown by the error boundary.
const flagKey = 'credit-portal:chunk-retry';
/** A failure this long after the reload of the same path counts as the second one. */
const RETRY_WINDOW_MS = 30_000;

/**
 * A page being left (a link followed, the address cleaned after the sign-on's return) may have its
 * pending chunk loads aborted (Firefox does): no chunk failed, and a reload would undo the navigation
 * (a spent sign-on ticket in the address, loaded again). Set once the browser starts leaving the page.
 */
let leaving = false;
/** How long a failed load waits for a navigation under way to show itself before counting as a failure. */
const LEAVING_GRACE_MS = 300;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leaving = true;
  });
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  // Back from the back-forward cache: the page is on show again.
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

export function lazyPage<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      if (!leaving) await new Promise((resolve) => setTimeout(resolve, LEAVING_GRACE_MS));
      // The page is going: the next one loads its own chunks.
      if (leaving) return new Promise<T>(() => {});
      const here = window.location.pathname + window.location.search;
      // Not cleared by a successful load: the layout's chunk may load while the page's fails again.
      let last: { here?: string; at?: number } | null = null;
      try {
        last = JSON.parse(sessionStorage.getItem(flagKey) ?? 'null') as { here?: string; at?: number } | null;
      } catch {
        last = null;
      }
      const age = Date.now() - Number(last?.at);
      if (last?.here === here && age >= 0 && age < RETRY_WINDOW_MS) throw error;
      sessionStorage.setItem(flagKey, JSON.stringify({ here, at: Date.now() }));
      window.location.reload();
      // Keep the router waiting while the page reloads.
      return new Promise<T>(() => {});
    }
  };
}
