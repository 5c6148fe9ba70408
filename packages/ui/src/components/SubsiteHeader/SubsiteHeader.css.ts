import { style } from '@vanilla-extract/css';
import { accountList, onBrandAction, onBrandFocus } from '../../styles/onBrand.css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

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

export const siteName = style({
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textDecoration: 'none',
  selectors: onBrandFocus,
  '@media': { [breakpoints.phone]: { fontSize: vars.fontSize.lg } },
});

export const account = accountList;

export const action = onBrandAction;

export const userName = style({ fontWeight: 600 });

export const banner = style({ background: vars.color.brandSoft });

export const bannerImage = style({
  display: 'block',
  width: '100%',
  maxWidth: vars.size.contentWidth,
  height: 'auto',
  margin: '0 auto',
});
