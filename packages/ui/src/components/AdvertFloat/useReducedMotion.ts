import { useEffect, useState } from 'react';

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false;
}

/** Whether a media query matches, following changes while the page is open; `override` (e.g. from a prop) wins. */
export function useMediaQuery(query: string, override?: boolean): boolean {
  const [matched, setMatched] = useState(() => matches(query));
  useEffect(() => {
    if (override !== undefined || typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setMatched(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query, override]);
  return override ?? matched;
}

/**
 * Whether the visitor asked the system for less motion; `override` (e.g. from a prop) wins.
 * Follows changes of the setting while the page is open.
 */
export function useReducedMotion(override?: boolean): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', override);
}
