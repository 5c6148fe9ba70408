import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const frame = style({
  minHeight: '100%',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.fontFamily.body,
});

export const padded = style({ padding: vars.space.lg });
