import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

export const column = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  // Reserve the height of eight rows so the page does not shift when the news arrives.
  minHeight: '380px',
});
