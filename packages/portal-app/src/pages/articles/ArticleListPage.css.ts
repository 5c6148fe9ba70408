import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { page, title, pagination } from '../page.css';

export { page, title, pagination };

export const subnav = style({});
globalStyle(`${subnav} ul`, { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${subnav} a`, {
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: 'none',
});
globalStyle(`${subnav} a[aria-current="page"]`, { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand });
