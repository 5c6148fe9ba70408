import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const frame = style({
  display: 'block',
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const refused = style({ margin: 0, color: vars.color.danger });
