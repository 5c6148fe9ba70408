import type { BreakpointName } from '../theme/tokens';
import type { Responsive } from './sprinkles.css';

/** `below` at widths under the named breakpoint, `from` from it up. */
export function fromBreakpoint<T>(name: BreakpointName, below: T, from: T): Responsive<T> {
  return { base: below, [name]: from } as Responsive<T>;
}
