import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

export const root = style({ fontFamily: vars.fontFamily.body });

export const banner = style({
  background: `linear-gradient(90deg, ${vars.color.brandDark}, ${vars.color.brand})`,
  color: vars.color.onBrand,
});

export const titles = style({
  maxWidth: vars.size.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': { [breakpoints.phone]: { padding: `${vars.space.lg} ${vars.space.lg}` } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '0.06em',
  overflowWrap: 'anywhere',
  '@media': { [breakpoints.phone]: { fontSize: vars.fontSize.xl } },
});

export const english = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

export const breadcrumb = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
