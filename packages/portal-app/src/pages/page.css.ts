import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

/** The white panel every content page sits in, its title with the brand rule, and the pager's spacing. */
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

// Spec §9: the pager sits 54 px below its list.
export const pagination = style({ marginTop: vars.size.paginationMarginTop });
