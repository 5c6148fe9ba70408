import { useEffect, useRef } from 'react';

/**
 * A heading that takes focus as it appears (a receipt, an opened detail, a status page), so that
 * keyboard and screen-reader users land on it. Give it tabIndex={-1}.
 */
export function useFocusedHeading() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}
