import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { title } from '../../views/page.css';

export { title };

export const searchPanel = style({ padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.brandSoft });

export const count = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.brand } },
});
export const countValue = style({ fontSize: vars.fontSize.xxl, fontWeight: 700, color: vars.color.brandDark });
globalStyle(`${count} span`, { display: 'block' });
