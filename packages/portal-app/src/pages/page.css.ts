import { globalStyle, style } from '@vanilla-extract/css';
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

/** A row of links that switch what a page lists (a route-changing menu, not a tablist): pills, the current one filled. */
export const linkTabs = style({});
globalStyle(`${linkTabs} ul`, { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${linkTabs} a`, {
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: 'none',
});
globalStyle(`${linkTabs} a[aria-current="page"]`, { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand });

/** A responsive grid of cards, as a list. */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
