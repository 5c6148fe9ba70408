import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const header = style({ fontFamily: vars.fontFamily.body });

export const bar = style({ background: vars.color.brand, color: vars.color.onBrand });

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

export const siteName = style({
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textDecoration: 'none',
  selectors: onBrandFocus,
  '@media': { 'screen and (max-width: 600px)': { fontSize: vars.fontSize.lg } },
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
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandDark }, ...onBrandFocus },
});

export const userName = style({ fontWeight: 600 });

export const banner = style({ background: vars.color.brandSoft });

export const bannerImage = style({
  display: 'block',
  width: '100%',
  maxWidth: vars.size.contentWidth,
  height: 'auto',
  margin: '0 auto',
});
