import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { careScope } from '../../theme/careMode.css';

/**
 * The heading and what stands at its end (查看全部, a count, a year's picker), wrapping under it on a
 * narrow screen, and always under it in 关怀版, which reads in one column.
 */
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space.xs} ${vars.space.md}`,
  selectors: { [`${careScope} &`]: { flexDirection: 'column', alignItems: 'flex-start' } },
});

/** A section's heading: the brand's bar before it, the same size at every level (the level is the outline's). */
export const heading = style({
  margin: 0,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({ margin: 0, flexBasis: '100%', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
