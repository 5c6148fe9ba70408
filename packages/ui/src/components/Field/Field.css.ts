import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  color: vars.color.text,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.sm,
});

export const label = style({ padding: 0, fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.text });

export const requiredMark = style({ marginRight: vars.space.xxs, color: vars.color.danger });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.xs });
