// The breadcrumb trail of spec §4: routes flagged old (`oldRouter`) keep a trail, cut back when a
// route already in it is revisited, duplicate titles removed; any other route resets the trail to
// itself. The trail lives in session storage so a reload keeps it.
export interface TrailEntry {
  title: string;
  /** Path and query, so a list page returns to the page the visitor was on. */
  href: string;
  /** The route's path pattern: a revisit is the same route even with another query. */
  route: string;
}

export function nextTrail(trail: readonly TrailEntry[], entry: TrailEntry, keepsTrail: boolean): TrailEntry[] {
  if (!keepsTrail) return [entry];
  const revisited = trail.findIndex((item) => item.route === entry.route);
  const kept = revisited >= 0 ? trail.slice(0, revisited) : [...trail];
  const withoutSameTitle = kept.filter((item) => item.title !== entry.title);
  return [...withoutSameTitle, entry];
}

const storageKey = 'credit-portal:breadcrumb-trail';

export function readTrail(storage: Pick<Storage, 'getItem'> = sessionStorage): TrailEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((item): item is TrailEntry => typeof item?.title === 'string' && typeof item?.href === 'string' && typeof item?.route === 'string')
      : [];
  } catch {
    return [];
  }
}

export function writeTrail(trail: readonly TrailEntry[], storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(storageKey, JSON.stringify(trail));
}
