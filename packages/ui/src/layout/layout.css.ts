import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { careScope } from '../theme/careMode.css';
import { vars } from '../theme/contract.css';
import { media, type BreakpointName } from '../theme/tokens';
import { gapVar } from './sprinkles.css';

// Layout that the atomic classes (sprinkles.css.ts) cannot say alone: the elements' own margins, a
// column's share of its row, rows that stack below a breakpoint, tiles as wide as their words.
// 关怀版 reads in one column at every width (the MIIT's 互联网网站适老化通用设计规范: 适老版 pages keep a
// simple single-column layout): Columns and Tiles stack there, whatever their breakpoints say.

/** Every Box: its element's own margin gives way to the gaps of the layout it is in. */
export const box = style({ margin: 0 });
/** A list laid out by a Stack, Inline or Tiles: no bullets, no indent (the list's items stay items). */
export const list = style({ padding: 0, listStyle: 'none' });

const breakpointNames = ['sm', 'md', 'lg'] as const satisfies readonly BreakpointName[];

/** Columns: a row of columns (flex, so a column may take its content's width). */
export const columns = style({ display: 'flex' });

/** A column fills what the others leave (default), takes its content's width, or a fraction of the row. */
const fraction = (share: number) => ({
  flex: '0 0 auto',
  // Shares of a row that add up to 1 fill it exactly, gaps included: Σ(f·(100% + gap) − gap) + (n − 1)·gap = 100%.
  width: `calc(${share} * (100% + ${gapVar}) - ${gapVar})`,
});
export const columnWidth = styleVariants({
  fill: { flex: '1 1 0', minWidth: 0 },
  content: { flex: '0 0 auto' },
  '1/2': fraction(1 / 2),
  '1/3': fraction(1 / 3),
  '2/3': fraction(2 / 3),
  '1/4': fraction(1 / 4),
  '3/4': fraction(3 / 4),
});
export type ColumnWidth = keyof typeof columnWidth;
export const column = style({ minWidth: 0 });

/** Columns stacked one above the other below a breakpoint, each as wide as the row. */
export const columnsCollapseBelow = Object.fromEntries(
  breakpointNames.map((name) => {
    const collapsed = style({ '@media': { [media.below(name)]: { flexDirection: 'column' } } });
    globalStyle(`${collapsed} > ${column}`, { '@media': { [media.below(name)]: { flex: 'none', width: '100%' } } });
    return [name, collapsed];
  }),
) as Record<(typeof breakpointNames)[number], string>;

globalStyle(`${careScope} ${columns}`, { flexDirection: 'column' });
globalStyle(`${careScope} ${columns} > ${column}`, { flex: 'none', width: '100%' });

/** Tiles: a grid of equal cells. */
export const tiles = style({ display: 'grid' });
/**
 * Tiles at least this wide, as many as fit in a row (never wider than the row): measured in em, so
 * larger words (关怀版, the browser's text size) make fewer, wider tiles.
 */
export const tileMinWidth = styleVariants({
  sm: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(10em, 100%), 1fr))' },
  md: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(15em, 100%), 1fr))' },
  lg: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(20em, 100%), 1fr))' },
});
export type TileMinWidth = keyof typeof tileMinWidth;
globalStyle(`${careScope} ${tiles}`, { gridTemplateColumns: 'minmax(0, 1fr)' });

/**
 * A Stack: one column whatever else 关怀版 asks of lists (an app's rule that wraps every list one item per
 * row would turn a Stack of items into a row of columns).
 */
export const stack = style({});
globalStyle(`${careScope} ${stack}`, { flexWrap: 'nowrap' });

/** A Stack with a thin rule between its children (a board of messages, a list of results), the gap on both sides of it. */
export const dividers = style({});
globalStyle(`${dividers} > * + *`, { borderTop: `1px solid ${vars.color.border}`, paddingTop: gapVar });
