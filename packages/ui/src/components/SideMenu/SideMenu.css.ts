import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { careScope } from '../../theme/careMode.css';

export const nav = style({
  flex: '0 0 auto',
  // Spec §9: the sidebar is 230 px wide.
  width: vars.size.sidebarWidth,
  maxWidth: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.fontFamily.body,
  overflow: 'hidden',
  // 关怀版 reads in one column: the menu stands above the content it leads to, as wide as it.
  selectors: { [`${careScope} &`]: { width: '100%' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flex: '0 0 auto',
  minHeight: 32,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.onBrand}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandDark },
    '&:focus-visible': { outline: `3px solid ${vars.color.onBrand}`, outlineOffset: 2 },
  },
});

export const chevron = style({
  display: 'inline-block',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const list = style({
  margin: 0,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const link = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderLeft: '3px solid transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brandSoft, color: vars.color.brandDark },
    '&[aria-current="page"]': {
      borderLeftColor: vars.color.brand,
      background: vars.color.brandSoft,
      color: vars.color.brandDark,
      fontWeight: 700,
    },
    '&:focus-visible': { outlineOffset: -3 },
  },
});
