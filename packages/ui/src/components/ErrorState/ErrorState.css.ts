import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.fontFamily.body,
  textAlign: 'center',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600, color: vars.color.danger });

export const message = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });

export const retry = style({
  minHeight: 36,
  padding: `0 ${vars.space.xl}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brandDark,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&:disabled': { cursor: 'progress', color: vars.color.textMuted, borderColor: vars.color.borderStrong },
  },
});
