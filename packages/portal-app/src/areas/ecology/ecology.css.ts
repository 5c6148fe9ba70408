import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { bareList, cardBox, careOneColumn } from '../../views/page.css';

/** The home's figures: one tile per grade and one for the penalties, each a link to its list. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(160px, 100%), 1fr))',
  gap: vars.space.md,
  ...bareList,
});
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

/** The home's columns side by side where there is room. */
export const columns = style([careOneColumn, {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))',
  gap: vars.space.lg,
  minWidth: 0,
}]);

export const search = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const keyword = style({ flex: '1 1 260px', minWidth: 0 });
export const moreLink = style({
  justifySelf: 'start',
  color: vars.color.brandDark,
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
