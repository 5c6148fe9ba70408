// Pages load lazily (spec §2). A chunk that fails to load (a deploy replaced it, the network dropped)
// reloads the same path once; a second failure is shown by the error boundary.
const flagKey = 'credit-portal:chunk-retry';

export function lazyPage<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      const module = await load();
      sessionStorage.removeItem(flagKey);
      return module;
    } catch (error) {
      const here = window.location.pathname + window.location.search;
      if (sessionStorage.getItem(flagKey) !== here) {
        sessionStorage.setItem(flagKey, here);
        window.location.reload();
        // Keep the router waiting while the page reloads.
        return new Promise<T>(() => {});
      }
      throw error;
    }
  };
}
