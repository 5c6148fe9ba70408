import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.fontFamily.body,
  transition: 'border-color 0.15s, box-shadow 0.15s',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, boxShadow: '0 2px 8px rgba(0, 0, 0, 0.08)' },
    '&:focus-within': { borderColor: vars.color.brand },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

// The whole card is clickable: the title link's ::after covers it (one link, one tab stop).
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    [`${root}:hover &`]: { color: vars.color.brandDark, textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted, selectors: { '&::after': { content: '"："' } } });

export const detail = style({ margin: 0, overflowWrap: 'anywhere' });
