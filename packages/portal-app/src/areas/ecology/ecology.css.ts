import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { cardBox } from '../../views/page.css';

/** The home's figures: one tile per grade and one for the penalties, each a link to its list. */
export const figure = style({
  display: 'grid',
  gap: vars.space.xs,
  ...cardBox,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand }, '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
export const figureValue = style({ fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.brandDark });
export const figureName = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
