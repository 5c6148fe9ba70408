import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  paddingBottom: vars.space.sm,
  fontSize: vars.fontSize.xl,
  borderBottom: `2px solid ${vars.color.brand}`,
});

// The field's label sits above the input, so the 查询 button lines up with the input's bottom.
export const search = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const keyword = style({ flex: '1 1 260px', minWidth: 0 });
export const pagination = style({ marginTop: vars.size.paginationMarginTop });
export const detailLink = style({
  color: vars.color.brandDark,
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
