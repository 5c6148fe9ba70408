import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { careScope } from '../../theme/careMode.css';

export const dataTableLayouts = ['scroll', 'stack'] as const;

/**
 * The widths (CSS px of the table's own box) below which a `stack` table shows its rows as cards: the
 * table takes the smallest one at least as wide as it needs (DataTable estimates it from its headers and
 * one-line values), so it turns into cards where it would otherwise scroll sideways.
 */
export const dataTableStackWidths = [480, 560, 640, 720, 800, 880, 960, 1040, 1120, 1200] as const;
export type DataTableStackWidth = (typeof dataTableStackWidths)[number];

/** The table's own box, measured by the container queries (not the window: a table beside a menu is narrower). */
const tableBox = createContainer('dataTable');

export const region = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontFamily: vars.fontFamily.body,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const table = recipe({
  base: {
    width: '100%',
    borderCollapse: 'collapse',
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
  },
  variants: {
    layout: {
      // Wide tables keep their columns and scroll sideways inside the region.
      scroll: { minWidth: 640 },
      // Cards of label–value lines where its box is narrower than the table needs (stackBelow); a table
      // as wide as its content otherwise, scrolling in the region only if that estimate fell short.
      stack: {},
    },
  },
  defaultVariants: { layout: 'scroll' },
});

export const caption = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  textAlign: 'left',
  fontSize: vars.fontSize.md,
  fontWeight: 600,
});

export const head = style({ background: vars.color.background });

export const th = recipe({
  base: {
    padding: `${vars.space.sm} ${vars.space.lg}`,
    borderBottom: `1px solid ${vars.color.borderStrong}`,
    fontWeight: 600,
    whiteSpace: 'nowrap',
  },
  variants: {
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' }, right: { textAlign: 'right' } },
  },
  defaultVariants: { align: 'left' },
});

export const td = recipe({
  base: {
    padding: `${vars.space.sm} ${vars.space.lg}`,
    borderBottom: `1px solid ${vars.color.border}`,
    verticalAlign: 'top',
    overflowWrap: 'anywhere',
  },
  variants: {
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' }, right: { textAlign: 'right' } },
    // Numbers, codes and dates read as one: never broken over lines.
    nowrap: { true: { whiteSpace: 'nowrap', overflowWrap: 'normal' }, false: {} },
  },
  defaultVariants: { align: 'left', nowrap: false },
});

// A stacked table's parts, laid out as cards by the width class below (`stackBelow`); as a table otherwise.
export const stackRegion = style({ containerType: 'inline-size', containerName: tableBox });
export const stackHead = style({});
export const stackBody = style({});
export const stackRow = style({});
export const stackCell = style({});

/** A cell's value, one item beside its column's name in a card. */
export const cellValue = style({ minWidth: 0 });
export const stackBelow = Object.fromEntries(
  dataTableStackWidths.map((width) => {
    const narrower = style({});
    const query = `${tableBox} (max-width: ${width - 0.02}px)`;
    const inCards = (selector: string, rules: Parameters<typeof globalStyle>[1]) => globalStyle(`${narrower} ${selector}`, { '@container': { [query]: rules } });
    inCards(`> table`, { display: 'block', minWidth: 0 });
    inCards(`> table > caption`, { display: 'block' });
    inCards(`${stackHead}`, { display: 'none' });
    inCards(`${stackBody}`, { display: 'block' });
    // One card per row: its lines side by side where there is room for more than one, one per line on a phone.
    inCards(`${stackRow}`, {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(18rem, 100%), 1fr))',
      columnGap: vars.space.xl,
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderTop: `1px solid ${vars.color.border}`,
    });
    inCards(`${stackBody} > ${stackRow}:first-child`, { borderTop: 0 });
    inCards(`${stackCell}`, {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      columnGap: vars.space.sm,
      padding: `${vars.space.xs} 0`,
      border: 0,
      textAlign: 'left',
    });
    // The column's name beside its value: generated from the cell's data-label, so it is shown and read
    // with the value in a card only (the header row is not shown there) and is never part of the cell's text.
    // Five characters of name (a longer one wraps), the rest of the line for the value.
    inCards(`${stackCell}::before`, { content: 'attr(data-label)', color: vars.color.textMuted, whiteSpace: 'normal', flex: '0 0 5em' });
    // A value has the rest of its line: it breaks only where even that is too narrow.
    inCards(`${cellValue}`, { flex: '1 1 0', whiteSpace: 'normal', overflowWrap: 'anywhere' });
    // A value read as one (a code, a date): beside its name where it fits whole, else under it with the
    // card's whole width, and broken only where even that is too narrow (never 17 + 1 characters of a code).
    inCards(`${td.classNames.variants.nowrap.true} > ${cellValue}`, { flexBasis: 'max-content', maxWidth: '100%' });
    // 关怀版's larger text: the column's name above its value, each with the card's whole width.
    globalStyle(`${careScope} ${narrower} ${stackCell}::before`, { '@container': { [query]: { flexBasis: '100%' } } });
    // 关怀版 reads in one column: one line of a card per row.
    globalStyle(`${careScope} ${narrower} ${stackRow}`, { '@container': { [query]: { gridTemplateColumns: 'minmax(0, 1fr)' } } });
    return [width, narrower];
  }),
) as Record<DataTableStackWidth, string>;

/**
 * Every body cell: a link or button in it is at least 24 px high (WCAG 2.5.8); no
 * specificity beyond the cell's, so a page's own link class still decides the rest.
 */
export const cell = style({});
globalStyle(`${cell} :where(a, button)`, { display: 'inline-block', minHeight: 24, lineHeight: '24px' });

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.brandDark } },
});

export const sortIcon = style({
  width: 10,
  height: 14,
  flex: '0 0 auto',
  selectors: { [`${careScope} &`]: { width: 15, height: 21 } },
});

export const stateCell = style({ padding: 0 });
