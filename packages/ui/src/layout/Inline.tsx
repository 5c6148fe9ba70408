import { forwardRef, type ReactNode } from 'react';
import type { BreakpointName } from '../theme/tokens';
import { Box, type BoxAttributes } from './Box';
import { itemsOf } from './children';
import { fromBreakpoint } from './responsive';
import type { Responsive, Space } from './sprinkles.css';

export const inlineAlignments = ['start', 'center', 'end', 'between'] as const;
export type InlineAlign = (typeof inlineAlignments)[number];
export const inlineVerticalAlignments = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export type InlineAlignY = (typeof inlineVerticalAlignments)[number];
export type InlineElement = 'div' | 'span' | 'section' | 'header' | 'footer' | 'nav' | 'ul' | 'ol' | 'li' | 'p';

export interface InlineProps extends BoxAttributes {
  /** The gap between the children, across and between lines; may change by breakpoint. */
  space: Responsive<Space>;
  /** Where the row's children sit along it: its start (default), centre, end, or spread apart. */
  align?: InlineAlign;
  /** How the children line up across the row: centred (default), at the top or foot, by baseline, stretched. */
  alignY?: InlineAlignY;
  /**
   * One child per line below this named breakpoint of the theme (phone-width action buttons, a label
   * above its value), each at the `align` side of the width. Otherwise the row wraps where it must.
   */
  collapseBelow?: BreakpointName;
  /** The element, for its meaning: `ul`/`ol` make each child a list item. Default div. */
  as?: InlineElement;
  className?: string;
  children?: ReactNode;
}

const alongWidth = { start: 'start', center: 'center', end: 'end', between: 'start' } as const;

/**
 * Children side by side, wrapping onto the next line when the row is full, with the same gap both ways:
 * buttons, tags, a label and its value, a list of links.
 *
 * ```tsx
 * <Inline space="sm" align="end"><Button>取消</Button><Button variant="primary">提交</Button></Inline>
 * ```
 */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { space, align = 'start', alignY = 'center', collapseBelow, as = 'div', children, ...rest },
  ref,
) {
  return (
    <Box
      ref={ref}
      as={as}
      display="flex"
      flexWrap="wrap"
      justifyContent={align}
      gap={space}
      {...(collapseBelow
        ? { flexDirection: fromBreakpoint(collapseBelow, 'column', 'row'), alignItems: fromBreakpoint(collapseBelow, alongWidth[align], alignY) }
        : { alignItems: alignY })}
      {...rest}
    >
      {itemsOf(as, children)}
    </Box>
  );
});
Inline.displayName = 'Inline';
