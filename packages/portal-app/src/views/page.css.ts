import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

// Style fragments the pages' own styles spread in where they share the same rules.
/** The brand mark beside a section's h2 (its margin is the page's own). */
export const brandRule = { fontSize: vars.fontSize.lg, paddingLeft: vars.space.sm, borderLeft: `4px solid ${vars.color.brand}` } as const;
/** A card's box: as tall as its grid row, padded inside a thin rounded border. */
export const cardBox = { height: '100%', boxSizing: 'border-box', padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md } as const;
/** A list without bullets or indentation. */
export const bareList = { listStyle: 'none', margin: 0, padding: 0 } as const;

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

// A note's link (查看全部…) is often the note itself: at least 24 px high (WCAG 2.5.8).
/** A record's 公示图 (an image of the published notice), as wide as the page allows. */
export const publicityImage = style({ maxWidth: '100%', height: 'auto', border: `1px solid ${vars.color.borderStrong}` });

// A card's name is often the link to its detail, in the title's colour.
