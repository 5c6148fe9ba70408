import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const footer = style({
  background: vars.color.text,
  color: '#ffffff',
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
  color: '#ffffff',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  selectors: {
    '&:hover': { textDecoration: 'none' },
    '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 2 },
  },
});
