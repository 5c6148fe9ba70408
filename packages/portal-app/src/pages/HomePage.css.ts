import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});
