import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * A card: its children in one column no wider than the card (a long tracking number or address wraps
 * instead of widening the page, WCAG 1.4.10), as tall as its row of a grid (a list item's too).
 */
export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  boxSizing: 'border-box',
  height: '100%',
  minWidth: 0,
  borderRadius: vars.radius.md,
  color: vars.color.text,
});

const edge = `1px solid ${vars.color.border}`;
/**
 * The looks, each for one kind of block: `outline` (a record, a product: a thin border on the surface),
 * `accent` (a figure, a scene: the brand's colour along its top), `quote` (a reply: the brand's bar at
 * its start), `muted` (an answer or a notice set apart on the page's background), `dashed` (what stands
 * in place of a form), `brand` (a receipt, a call to act: the brand's border on its tint), `tinted` (a
 * banner: the tint alone) and `panel` (a page's white panel, no border).
 */
export const looks = styleVariants({
  outline: { border: edge, background: vars.color.surface },
  accent: { border: edge, borderTop: `3px solid ${vars.color.brand}`, background: vars.color.surface },
  quote: { borderInlineStart: `4px solid ${vars.color.brand}`, background: vars.color.background },
  muted: { border: edge, background: vars.color.background },
  dashed: { border: `1px dashed ${vars.color.borderStrong}` },
  brand: { border: `1px solid ${vars.color.brand}`, background: vars.color.brandSoft },
  tinted: { background: vars.color.brandSoft },
  panel: { background: vars.color.surface },
});
export const paddings = styleVariants({ md: { padding: vars.space.md }, lg: { padding: vars.space.lg } });

/** A card that is a link as a whole (an area's way in): its border turns the brand's on hover and focus. */
export const linkCard = style({
  textDecoration: 'none',
  // Its focus ring is the theme's global one.
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.brand } },
});
