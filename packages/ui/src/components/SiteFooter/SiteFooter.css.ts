import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

export const footer = style({
  background: vars.color.footerBackground,
  color: vars.color.footerText,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.sm,
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  maxWidth: vars.size.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

const link = {
  color: vars.color.footerText,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  selectors: {
    '&:hover': { textDecoration: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.footerText}`, outlineOffset: 2 },
  },
} as const;

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const linkItem = style({
  selectors: {
    '& + &::before': {
      // The separator is decoration: the empty alternative keeps screen readers from reading it.
      content: '"|" / ""',
      marginRight: vars.space.lg,
      color: vars.color.footerText,
    },
  },
  // On a phone the links wrap, and a line would start with a separator: the gap alone separates them.
  '@media': { [breakpoints.phone]: { selectors: { '& + &::before': { content: 'none' } } } },
});

// WCAG 2.5.8: a target at least 24 px high on every screen.
export const footerLink = style({ ...link, display: 'inline-block', lineHeight: '24px' });

export const line = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.lg}` });

export const badge = style({ display: 'inline-block', flex: '0 0 auto', selectors: link.selectors });

export const badgeImage = style({ display: 'block', height: 60, width: 'auto' });
