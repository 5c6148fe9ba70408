import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const textarea = style({ minHeight: 96, resize: 'vertical' });

export const counter = style({
  alignSelf: 'flex-end',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-full="true"]': { color: vars.color.danger } },
});
