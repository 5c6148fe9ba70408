import { useState } from 'react';

/**
 * A choice that lives in the address (a radio or a select) shows the visitor's pick at once. The
 * router commits a search-parameter change a moment later; until then React would put a controlled
 * control back to the old value, so the pick flickers and assistive technology hears the old one.
 */
export function usePendingChoice<T>(committed: T): [shown: T, choose: (value: T) => void] {
  const [pending, setPending] = useState<{ value: T; from: T } | null>(null);
  // Once the address has moved on (to the pick, or elsewhere by back/forward), the address wins.
  if (pending !== null && !Object.is(pending.from, committed)) setPending(null);
  const shown = pending !== null && Object.is(pending.from, committed) ? pending.value : committed;
  return [shown, (value: T) => setPending({ value, from: committed })];
}
