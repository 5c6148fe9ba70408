import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { pagination, publicityImage } from '../../views/page.css';

export { pagination, publicityImage };
export { linkTabs as kindNav } from '../../views/page.css';

export const chart = style({ width: '100%', height: 'auto', maxWidth: '960px' });
export const legend = style({ fontSize: vars.fontSize.sm });
export const swatch = style({ display: 'inline-block', width: '1em', height: '1em', marginRight: vars.space.xs, verticalAlign: 'middle' });
export const permitFill = style({ fill: vars.color.brand, background: vars.color.brand });
export const punishFill = style({ fill: '#7a5a00', background: '#7a5a00' });
export const axisText = style({ fill: vars.color.text, fontSize: vars.fontSize.xs });
export const axisLine = style({ stroke: vars.color.borderStrong });
export const gridLine = style({ stroke: vars.color.border });
/** The section links: a row of tabs-as-links under the header. */
export const sectionNav = style({ borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${sectionNav} ul`, { display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${sectionNav} a`, {
  display: 'inline-block',
  padding: `${vars.space.xs} 0`,
  borderBottom: '3px solid transparent',
  color: vars.color.text,
  textDecoration: 'none',
});
globalStyle(`${sectionNav} a:hover`, { color: vars.color.brandDark });
globalStyle(`${sectionNav} a[aria-current="page"]`, { borderBottomColor: vars.color.brand, color: vars.color.brandDark, fontWeight: 600 });
