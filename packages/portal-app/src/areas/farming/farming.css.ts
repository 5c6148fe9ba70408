import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { careOneColumn } from '../../views/page.css';

/** The platform's figures as a row of tiles. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(140px, 100%), 1fr))',
  gap: vars.space.sm,
  margin: 0,
});
export const figure = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.background,
  borderRadius: vars.radius.md,
  textAlign: 'center',
});
globalStyle(`${figure} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${figure} dd`, { margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.brandDark });

/** Two blocks side by side on wide screens. */
export const columns = style([careOneColumn, {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))',
  gap: vars.space.lg,
}]);

/** The financing-demand entry of the home page. */
export const callout = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space.md,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
});
export const calloutLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  fontWeight: 700,
});

// A product's card and detail (finance/finance.css.ts), as the sub-site's pages show them too.
export { card, cardHead, logo, cardTitle, terms, rate, toolbar, clauses } from '../../finance/finance.css';
