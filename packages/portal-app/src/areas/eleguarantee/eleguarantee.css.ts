import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

/** One institution: its name and facts, then its products' table. */
export const institution = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
export const institutionName = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brandDark, overflowWrap: 'anywhere' });
export const institutions = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });
export const conditions = style({ margin: 0, paddingLeft: '1.2em', lineHeight: 1.7 });
export const code = style({ overflowWrap: 'anywhere', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' });
