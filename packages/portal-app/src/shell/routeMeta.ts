import { useMatches } from 'react-router';
import type { RouteMeta } from './meta';

/** The route's metadata: the deepest match that carries a title. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteMeta | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}
