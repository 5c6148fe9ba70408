import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const radioGroupDirections = ['row', 'column'] as const;

export const root = recipe({
  base: { display: 'flex', gap: `${vars.space.sm} ${vars.space.xl}`, fontFamily: vars.fontFamily.body, fontSize: vars.fontSize.sm },
  variants: {
    direction: { row: { flexDirection: 'row', flexWrap: 'wrap' }, column: { flexDirection: 'column' } },
  },
  defaultVariants: { direction: 'row' },
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 32,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:has(input:disabled)': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

/** Native radios and check boxes, tinted with the brand colour; 24 px, the smallest target (WCAG 2.5.8). */
export const input = style({
  flex: '0 0 auto',
  width: 24,
  height: 24,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'inherit',
  selectors: { '&[aria-invalid="true"], &[data-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: 1 } },
});
