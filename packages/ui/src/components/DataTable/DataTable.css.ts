import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { careScope } from '../../theme/careMode.css';

const phone = 'screen and (max-width: 600px)';

export const dataTableLayouts = ['scroll', 'stack'] as const;

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
      // On a phone each row becomes a card of label–value lines.
      stack: {
        '@media': { [phone]: { display: 'block' } },
      },
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

export const stackHead = style({ '@media': { [phone]: { display: 'none' } } });

export const stackBody = style({ '@media': { [phone]: { display: 'block' } } });

export const stackRow = style({
  '@media': {
    [phone]: { display: 'block', padding: `${vars.space.sm} 0`, borderTop: `1px solid ${vars.color.border}` },
  },
});

export const stackCell = style({
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: '7em 1fr',
      gap: vars.space.sm,
      border: 0,
      padding: `${vars.space.xs} ${vars.space.lg}`,
      textAlign: 'left',
      selectors: { '&::before': { content: 'attr(data-label)', color: vars.color.textMuted } },
    },
  },
});

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
  },
  defaultVariants: { align: 'left' },
});

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
