// The messages of 公众留言 wherever they are listed (the board, the user centre's 我的留言).
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

/** The call to leave a message: a brand button made of a link. */
export const primaryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.controlHeight,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandDark } },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const statusTag = styleVariants({
  done: { padding: `${vars.space.xxs} ${vars.space.sm}`, borderRadius: vars.radius.pill, background: vars.color.brandSoft, color: vars.color.brandDark, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' },
  open: { padding: `${vars.space.xxs} ${vars.space.sm}`, borderRadius: vars.radius.pill, background: vars.color.background, color: vars.color.text, border: `1px solid ${vars.color.borderStrong}`, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' },
});

export const nowrap = style({ whiteSpace: 'nowrap' });
