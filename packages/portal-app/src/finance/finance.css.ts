// A financial product as every sub-site shows it: its card, its detail's terms and clauses.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { cardBox } from '../views/page.css';

/** A product as a card: logo, name, institution and its terms. */
export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  ...cardBox,
});
export const cardHead = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
export const logo = style({ width: 48, height: 48, borderRadius: vars.radius.sm, flexShrink: 0, objectFit: 'contain' });
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
globalStyle(`${cardTitle} a`, { color: vars.color.brandDark, textDecoration: 'none' });
globalStyle(`${cardTitle} a:hover, ${cardTitle} a:focus-visible`, { textDecoration: 'underline' });
// The term's column takes at most half the row, so at 200% text on a phone its value keeps room beside
// it (WCAG 1.4.10) instead of being squeezed to nothing and overflowing.
export const terms = style({
  display: 'grid',
  gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
  gap: `2px ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${terms} dt`, { color: vars.color.textMuted });
globalStyle(`${terms} dd`, { margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
export const rate = style({ color: vars.color.brandDark, fontWeight: 700 });

/** The filters over the product list. */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });

/** A clause list (申请条件, 产品特色). */
export const clauses = style({ margin: 0, paddingLeft: '1.5em', display: 'grid', gap: vars.space.xs, lineHeight: 1.8 });
