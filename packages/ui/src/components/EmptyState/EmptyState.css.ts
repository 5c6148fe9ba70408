import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  color: vars.color.textMuted,
  fontFamily: vars.fontFamily.body,
  textAlign: 'center',
});

export const icon = style({ width: 64, height: 48, color: vars.color.borderStrong });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted });

export const description = style({ margin: 0, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.xs });
