import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The steps in a wrapping row, each at least 7.5em wide (fewer in a row with larger words). */
export const steps = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const step = style({
  flex: '1 1 7.5em',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
/** A step reached: filled with the brand's colour (its state is said in words too). */
export const done = style({ borderColor: vars.color.brand, background: vars.color.brand, color: vars.color.onBrand });
