// Pages load lazily (spec §2). A chunk that fails to load (a deploy replaced it, the network dropped)
// reloads the same path once; a second failure soon after is shown by the error boundary.
const flagKey = 'credit-portal:chunk-retry';
/** A failure this long after the reload of the same path counts as the second one. */
const RETRY_WINDOW_MS = 30_000;

export function lazyPage<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
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
