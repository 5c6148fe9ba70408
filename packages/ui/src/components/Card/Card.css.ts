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
  selectors: {
    '&:hover, &:focus-visible': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const linkTitle = style({ color: vars.color.brandDark, fontSize: vars.fontSize.lg, fontWeight: 700, lineHeight: vars.lineHeight.tight });
export const linkText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.body });
/** A count shown large on a card (a figure, a way into a list of that many). */
export const figure = style({ color: vars.color.brandDark, fontSize: vars.fontSize.xxl, fontWeight: 700, lineHeight: vars.lineHeight.tight });

/** A receipt's number: large, monospaced, spaced, wrapped anywhere on a phone. */
export const receiptNumber = style({
  color: vars.color.brandDark,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  letterSpacing: '0.05em',
  overflowWrap: 'anywhere',
});
export const receiptTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, selectors: { '&:focus': { outline: 'none' } } });
export const receiptLine = style({ margin: 0 });
