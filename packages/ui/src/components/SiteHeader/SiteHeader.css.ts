import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const header = style({
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.fontFamily.body,
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  maxWidth: vars.size.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.lg}`,
});

const onBrandFocus = {
  '&:focus-visible': { outline: `3px solid ${vars.color.onBrand}`, outlineOffset: 2 },
} as const;

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  color: vars.color.onBrand,
  textDecoration: 'none',
  selectors: onBrandFocus,
});

export const logo = style({ display: 'block', height: 48, width: 'auto', flex: '0 0 auto' });

export const portalName = style({
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '0.04em',
  '@media': { 'screen and (max-width: 600px)': { fontSize: vars.fontSize.lg } },
});

export const search = style({ flex: '1 1 320px', minWidth: 0, maxWidth: 560 });

/** Room for the city and district site drop-downs (spec §2), passed in as `siteLinks`. */
export const siteLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 auto',
  justifyContent: 'flex-end',
});

export const account = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  border: `1px solid ${vars.color.onBrand}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandDark },
    ...onBrandFocus,
  },
});

export const userLink = style([
  action,
  { border: 0, fontWeight: 600, textDecoration: 'underline', textUnderlineOffset: 3 },
]);
