import { createContext, useContext } from 'react';

/**
 * Whether an internal address leads to a page of the route table (not to the 404). The entry point,
 * which owns the table, provides it; the shell and layouts ask it without importing the table (the
 * CMS's navigation may name pages that have not joined the table; the portal does not link to them).
 */
export const RoutedContext = createContext<(href: string) => boolean>(() => true);

export function useIsRouted(): (href: string) => boolean {
  return useContext(RoutedContext);
}
