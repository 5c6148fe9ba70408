import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});

export const title = style({
  margin: 0,
  paddingBottom: vars.space.sm,
  fontSize: vars.fontSize.xl,
  borderBottom: `2px solid ${vars.color.brand}`,
});

export const pagination = style({
  marginTop: vars.size.paginationMarginTop,
});

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
