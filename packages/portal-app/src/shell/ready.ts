import { useEffect } from 'react';

/**
 * Marks the page as running in the browser (`<html data-portal-ready>`) once the shell, or the error
 * that took its place, has rendered there: a server-rendered page is readable before its buttons and
 * forms respond, and tests wait for this before they act as a visitor.
 */
export function useMarkReady(): void {
  useEffect(() => {
    document.documentElement.dataset.portalReady = '';
  }, []);
}
