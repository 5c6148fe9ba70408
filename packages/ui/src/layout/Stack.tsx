import { forwardRef, type ReactNode } from 'react';
import { Box, type BoxAttributes } from './Box';
import { itemsOf } from './children';
import type { Responsive, Space } from './sprinkles.css';
import * as styles from './layout.css';

export const stackAlignments = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof stackAlignments)[number];
/** The elements a Stack may be: a group, a section of the page or a list. */
export type StackElement = 'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'main' | 'nav' | 'ul' | 'ol' | 'li';

export interface StackProps extends BoxAttributes {
  /** The gap between the stacked children, from the theme's spacing scale; may change by breakpoint. */
  space: Responsive<Space>;
  /** Where the children sit across the width: stretched to it (default), at its start, centre or end. */
  align?: Responsive<StackAlign>;
  /** The element, for its meaning: `ul`/`ol` make each child a list item. Default div. */
  as?: StackElement;
  /** A thin rule between the children (a board of messages, a list of results), the gap on both sides of it. */
  dividers?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * Children one above the other with the same gap between each (none before the first or after the
 * last), as a page's sections, a form's fields or a list of cards are laid out:
 *
 * ```tsx
 * <Stack space="xl" as="ul">{records.map((r) => <RecordCard key={r.id} record={r} />)}</Stack>
 * ```
 */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack({ space, align = 'stretch', as = 'div', dividers = false, className, children, ...rest }, ref) {
  return (
    <Box ref={ref} as={as} display="flex" flexDirection="column" gap={space} alignItems={align} className={[styles.stack, dividers && styles.dividers, className].filter(Boolean).join(' ')} {...rest}>
      {itemsOf(as, children)}
    </Box>
  );
});
Stack.displayName = 'Stack';
