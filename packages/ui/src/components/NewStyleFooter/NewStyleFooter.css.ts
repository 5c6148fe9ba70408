import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The body text's colour as the background and the surface's as the text: the pair every theme and
// mode keeps apart (white on near-black; black on white in 高对比度, where text turns white).
export const footer = style({
  background: vars.color.text,
  color: vars.color.surface,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.sm,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: vars.size.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.lg}`,
  textAlign: 'center',
});

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `0 ${vars.space.xl}`,
  margin: 0,
});

export const link = style({
  color: vars.color.surface,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  selectors: {
    '&:hover': { textDecoration: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.surface}`, outlineOffset: 2 },
  },
});
