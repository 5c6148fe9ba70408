import { forwardRef, type ReactNode } from 'react';
import type { BreakpointName } from '../theme/tokens';
import { Box, type BoxAttributes } from './Box';
import * as styles from './layout.css';
import type { Responsive, Space } from './sprinkles.css';

export type ColumnWidth = styles.ColumnWidth;
export const columnWidths = Object.keys(styles.columnWidth) as ColumnWidth[];
export const columnsVerticalAlignments = ['stretch', 'start', 'center', 'end'] as const;
export type ColumnsAlignY = (typeof columnsVerticalAlignments)[number];

export interface ColumnsProps extends BoxAttributes {
  /** The gap between the columns (and between them when stacked); may change by breakpoint. */
  space: Responsive<Space>;
  /**
   * Below this named breakpoint of the theme the columns stand one above the other, each as wide as
   * the row. Without it they stay side by side at every width. In 关怀版 they always stack.
   */
  collapseBelow?: BreakpointName;
  /** How columns of different heights line up: stretched to the tallest (default), top, centre or foot. */
  alignY?: ColumnsAlignY;
  as?: 'div' | 'section' | 'header' | 'footer';
  className?: string;
  /** Column elements. */
  children?: ReactNode;
}

/**
 * A row of columns (a side menu beside a page's content, a form beside its guide). Each `Column`
 * fills what the others leave unless given a width: its content's, or a fraction of the row.
 *
 * ```tsx
 * <Columns space="xl" collapseBelow="md">
 *   <Column width="1/4"><SideMenu … /></Column>
 *   <Column>…</Column>
 * </Columns>
 * ```
 */
export const Columns = forwardRef<HTMLElement, ColumnsProps>(function Columns(
  { space, collapseBelow, alignY = 'stretch', as = 'div', className, children, ...rest },
  ref,
) {
  const classes = [styles.columns, collapseBelow && styles.columnsCollapseBelow[collapseBelow], className].filter(Boolean).join(' ');
  return (
    <Box ref={ref} as={as} gap={space} alignItems={alignY} className={classes} {...rest}>
      {children}
    </Box>
  );
});
Columns.displayName = 'Columns';

export interface ColumnProps extends BoxAttributes {
  /** `fill` (default) takes what the other columns leave; `content` its content's width; or a fraction of the row. */
  width?: ColumnWidth;
  as?: 'div' | 'section' | 'aside' | 'nav' | 'article';
  className?: string;
  children?: ReactNode;
}

/** One column of a `Columns` row. */
export const Column = forwardRef<HTMLElement, ColumnProps>(function Column({ width = 'fill', as = 'div', className, children, ...rest }, ref) {
  return (
    <Box ref={ref} as={as} className={[styles.column, styles.columnWidth[width], className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Box>
  );
});
Column.displayName = 'Column';
