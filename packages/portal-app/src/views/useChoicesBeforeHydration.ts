import { useEffect, useState, type RefObject } from 'react';
import { fieldEditBeforeHydration } from '@credit-portal/ui';

/**
 * Choices that act at once (filters kept in the page's address), made in the server's HTML before the
 * page's script ran: once it has run, `apply` receives every one that differs from what the page showed,
 * together (two filters applied one by one would each write the address from the same old one, and the
 * second would undo the first). Each field is a control, or the element holding a radio group.
 */
export function useChoicesBeforeHydration<K extends string>(
  fields: Record<K, { ref: RefObject<Element | null>; value: string }>,
  apply: (chosen: Partial<Record<K, string>>) => void,
): void {
  // What the first render showed, and its `apply`: the state the HTML was rendered from.
  const [first] = useState(() => ({ fields, apply }));
  useEffect(() => {
    const chosen: Partial<Record<K, string>> = {};
    for (const key of Object.keys(first.fields) as K[]) {
      const edit = fieldEditBeforeHydration(first.fields[key].ref.current, first.fields[key].value);
      if (edit !== undefined) chosen[key] = edit;
    }
    if (Object.keys(chosen).length > 0) first.apply(chosen);
  }, [first]);
}
