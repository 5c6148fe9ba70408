import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * A short label (a record's kind, a status). One longer than its line (a repair type at 关怀版's size on a
 * phone) wraps inside its pill instead of widening the page (WCAG 1.4.10). As wide as its words wherever
 * it stands: in a column of a Stack or a grid it would otherwise be stretched to the column's width.
 */
export const badge = style({
  display: 'inline-block',
  flex: '0 0 auto',
  width: 'fit-content',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});
/**
 * `soft`: the brand's tint (a subject's type, 已办结); `solid`: the brand's colour (未读, a count that
 * asks to be read); `outline`: the brand's edge (a question's kind); `neutral`: a grey edge (待处理, 已读).
 */
export const tones = styleVariants({
  soft: { background: vars.color.brandSoft, color: vars.color.brandDark, fontWeight: 600 },
  solid: { background: vars.color.brand, color: vars.color.onBrand, fontWeight: 600 },
  outline: { border: `1px solid ${vars.color.brand}`, color: vars.color.brandDark },
  neutral: { border: `1px solid ${vars.color.borderStrong}`, color: vars.color.text },
});
