import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  maxWidth: vars.size.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  color: vars.color.textMuted,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.sm,
});

export const label = style({ color: vars.color.text, whiteSpace: 'nowrap' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

export const item = style({
  overflowWrap: 'anywhere',
  selectors: {
    '& + &::before': {
      // Decoration only: the empty alternative keeps screen readers from reading it.
      content: '">" / ""',
      margin: `0 ${vars.space.sm}`,
      color: vars.color.textMuted,
    },
  },
});

export const link = style({
  // WCAG 2.5.8: a target at least 24 px high on every screen.
  display: 'inline-block',
  lineHeight: '24px',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brandDark, textDecoration: 'underline' },
  },
});

export const current = style({ color: vars.color.brandDark, fontWeight: 600 });
