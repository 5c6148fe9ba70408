import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

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

/** The financing-demand entry of the home page. */
export const callout = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
});
// A product's card and detail (finance/finance.css.ts), as the sub-site's pages show them too.
export { logo, rate } from '../../finance/finance.css';
