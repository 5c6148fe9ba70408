import { useEffect, useState } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;
}

/**
 * Whether the visitor asked the system for less motion; `override` (e.g. from a prop) wins.
 * Follows changes of the setting while the page is open.
 */
export function useReducedMotion(override?: boolean): boolean {
  const [reduced, setReduced] = useState(prefersReducedMotion);
  useEffect(() => {
    if (override !== undefined || typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setReduced(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [override]);
  return override ?? reduced;
}
