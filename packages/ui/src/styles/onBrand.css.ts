// Controls that sit on the brand colour (the site and sub-site headers' account actions).
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const onBrandFocus = {
  '&:focus-visible': { outline: `3px solid ${vars.color.onBrand}`, outlineOffset: 2 },
} as const;

/** The account list of a header: register/login or the user's name and logout. */
export const accountList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

/** An outlined link or button on the brand colour. */
export const onBrandAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  border: `1px solid ${vars.color.onBrand}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandDark }, ...onBrandFocus },
});
