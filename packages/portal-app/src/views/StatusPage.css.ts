import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { centredColumn } from './page.css';

export const page = style({
  ...centredColumn,
  gap: vars.space.md,
  padding: vars.space.lg,
  textAlign: 'center',
  background: vars.color.background,
  color: vars.color.text,
});

export const code = style({
  margin: 0,
  fontSize: '96px',
  fontWeight: 700,
  lineHeight: 1,
  color: vars.color.brand,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  ':focus': { outline: 'none' },
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const action = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  textDecoration: 'none',
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
