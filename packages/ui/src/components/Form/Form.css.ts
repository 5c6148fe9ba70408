import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: 720,
  fontFamily: vars.fontFamily.body,
  color: vars.color.text,
});

export const alert = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  // Kept in the accessibility tree while empty, so that its message is announced on arrival.
  selectors: { '&:empty': { padding: 0, border: 0 } },
});

export const success = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, paddingTop: vars.space.sm });
