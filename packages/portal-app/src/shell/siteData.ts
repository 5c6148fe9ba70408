// The site's public structure that every page render asks the back end for — the menu, the header's
// site links, the CMS classifications a column is named by — kept briefly by the server's renderer
// (docs/architecture.md "Server rendering", Caching). Each render used to ask for all of it again: 6 of
// the home page's 10 back-end calls. The browser keeps its own copies (the session's menu) and asks
// the back end itself, so there `siteData` just loads.
//
// Only data that is the same for every visitor goes through here: the renderer never holds a token, and
// what is kept is an answer's data, never a page.

/** How long a kept answer is used as it is. */
export const SITE_DATA_FRESH_MS = 30_000;
/** After that, until this age, it is still used while one call renews it; older, a render waits for the back end. */
export const SITE_DATA_STALE_MS = 5 * 60_000;
/** Answers kept at most (the oldest go first): the menu, the links and some dozens of classifications. */
export const SITE_DATA_MAX_ENTRIES = 128;

export interface SiteDataCacheOptions {
  freshMs?: number;
  staleMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  /** The data of the last successful call, and when that call was made. */
  value?: { data: unknown; at: number };
  /** The call under way, shared by the renders that wait for it or renew the entry. */
  pending?: Promise<unknown>;
}

export interface SiteDataCache {
  /** `load`'s data, kept under `key`; a failed call is never kept (the next render asks again). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  readonly size: number;
}

/** A small cache of public data: fresh for `freshMs`, then used while renewed in the background until `staleMs`. */
export function createSiteDataCache({
  freshMs = SITE_DATA_FRESH_MS,
  staleMs = SITE_DATA_STALE_MS,
  maxEntries = SITE_DATA_MAX_ENTRIES,
  now = Date.now,
}: SiteDataCacheOptions = {}): SiteDataCache {
  const entries = new Map<string, Entry>();

  function call<T>(key: string, entry: Entry, load: () => Promise<T>): Promise<T> {
    const startedAt = now();
    const pending = load().then(
      (data) => {
        entry.value = { data, at: startedAt };
        return data;
      },
      (error: unknown) => {
        // A failure is not kept: without a usable value the entry goes, so the next render asks again.
        if (!entry.value || now() - entry.value.at >= staleMs) entries.delete(key);
        throw error;
      },
    );
    entry.pending = pending;
    void pending.then(
      () => (entry.pending = undefined),
      () => (entry.pending = undefined),
    );
    return pending;
  }

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      let entry = entries.get(key);
      if (!entry) {
        entry = {};
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, entry);
      }
      const age = entry.value ? now() - entry.value.at : Number.POSITIVE_INFINITY;
      if (entry.value && age < freshMs) return Promise.resolve(entry.value.data as T);
      if (entry.value && age < staleMs) {
        // Stale: answered at once, renewed by one call (whose failure leaves the kept value in place).
        if (!entry.pending) call(key, entry, load).catch(() => {});
        return Promise.resolve(entry.value.data as T);
      }
      return (entry.pending as Promise<T> | undefined) ?? call(key, entry, load);
    },
    get size() {
      return entries.size;
    },
  };
}

const serverCache = import.meta.env.SSR ? createSiteDataCache() : undefined;

/**
 * Public data the same for every visitor, asked for by `key` (an operation and its parameters): kept by
 * the server's renderer (SITE_DATA_FRESH_MS, then renewed while used until SITE_DATA_STALE_MS); in the
 * browser, `load` is called. `load` must reject on failure (unwrap), never resolve with a failure's
 * stand-in, and must not pass a visitor's signal: its answer serves every render that asks meanwhile.
 */
export function siteData<T>(key: string, load: () => Promise<T>): Promise<T> {
  return serverCache ? serverCache.get(key, load) : load();
}
