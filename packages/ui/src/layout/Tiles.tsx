import { forwardRef, type ReactNode } from 'react';
import { Box, type BoxAttributes } from './Box';
import { itemsOf } from './children';
import * as styles from './layout.css';
import type { Responsive, Space } from './sprinkles.css';

export type TileColumns = 1 | 2 | 3 | 4;
export type TileMinWidth = styles.TileMinWidth;
export const tileMinWidths = Object.keys(styles.tileMinWidth) as TileMinWidth[];

interface TilesBase extends BoxAttributes {
  /** The gap between tiles, across and down; may change by breakpoint. */
  space: Responsive<Space>;
  /** The element, for its meaning: `ul`/`ol` make each child a list item. Default div. */
  as?: 'div' | 'section' | 'ul' | 'ol';
  className?: string;
  children?: ReactNode;
}

/**
 * A grid of equal tiles (cards, figures, links), in one of two ways:
 * - `columns`: so many per row, which may change by breakpoint: `columns={{ base: 1, sm: 2, lg: 4 }}`;
 * - `minWidth`: as many as fit, each at least 10em (`sm`), 15em (`md`) or 20em (`lg`) wide, so larger
 *   text makes fewer, wider tiles with no breakpoint at all.
 * In 关怀版 the tiles stand one per row.
 */
export type TilesProps = TilesBase & ({ columns: Responsive<TileColumns>; minWidth?: never } | { minWidth: TileMinWidth; columns?: never });

export const Tiles = forwardRef<HTMLElement, TilesProps>(function Tiles({ space, columns, minWidth, as = 'div', className, children, ...rest }, ref) {
  const classes = [styles.tiles, minWidth && styles.tileMinWidth[minWidth], className].filter(Boolean).join(' ');
  return (
    <Box ref={ref} as={as} gap={space} gridTemplateColumns={columns} className={classes} {...rest}>
      {itemsOf(as, children)}
    </Box>
  );
});
Tiles.displayName = 'Tiles';
