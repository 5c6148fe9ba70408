import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

export const nav = style({
  width: '100%',
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.fontFamily.body,
});

export const inner = style({
  maxWidth: vars.size.contentWidth,
  margin: '0 auto',
});

export const row = recipe({
  base: {
    display: 'flex',
    // On a narrow screen a row wraps onto more lines rather than overflowing the page.
    flexWrap: 'wrap',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    position: {
      first: { borderTop: 'none' },
      rest: { borderTop: `1px solid ${vars.color.brandDark}` },
    },
  },
});

export const item = style({
  // Items share the row equally on a wide screen, and never shrink below their text.
  flex: '1 0 auto',
  display: 'flex',
});

export const link = style({
  flex: '1 1 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.brandDark, textDecoration: 'underline' },
    '&[aria-current="page"]': {
      background: vars.color.brandDark,
      fontWeight: 700,
      boxShadow: `inset 0 -3px 0 ${vars.color.onBrand}`,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.onBrand}`, outlineOffset: -5 },
  },
  '@media': {
    [breakpoints.phone]: {
      padding: `${vars.space.xs} ${vars.space.md}`,
      fontSize: vars.fontSize.sm,
    },
  },
});
