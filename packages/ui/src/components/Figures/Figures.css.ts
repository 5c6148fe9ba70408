import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { careScope } from '../../theme/careMode.css';

/**
 * As many figures in a row as fit at 10em or more (fewer, wider ones with larger words); one per row in
 * 关怀版, which reads in one column (the MIIT's 适老化 rules).
 */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(10em, 100%), 1fr))',
  gap: vars.space.md,
  margin: 0,
  selectors: { [`${careScope} &`]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
/** Each figure: its label above its number, centred. */
export const figure = style({ display: 'grid', alignContent: 'start', gap: vars.space.xs, padding: vars.space.md, borderRadius: vars.radius.md, textAlign: 'center' });
/** `outline`: a card with the brand's colour along its top (counts of a service); `soft`: on the brand's tint (a platform's totals). */
export const looks = styleVariants({
  outline: { border: `1px solid ${vars.color.border}`, borderTop: `3px solid ${vars.color.brand}`, background: vars.color.surface },
  soft: { background: vars.color.brandSoft },
});
export const label = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${looks.soft} ${label}`, { color: vars.color.text });
export const value = style({ margin: 0, color: vars.color.brandDark, fontSize: vars.fontSize.xxl, fontWeight: 700, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });
