import { globalStyle, style } from '@vanilla-extract/css';
import { careScope, minimumTarget, vars } from '@credit-portal/ui';

/**
 * 关怀版 reads in one column at every width (the MIIT's 互联网网站适老化通用设计规范): composed
 * into a grid that lays blocks side by side (a page's columns, a side menu beside its content, a card
 * grid, a definition list's groups), it stacks them in elder mode; standard mode keeps its columns.
 * Lists and form fields need nothing: shell/careLayout.css stacks them everywhere.
 */
export const careOneColumn = style({ selectors: { [`${careScope} &`]: { gridTemplateColumns: 'minmax(0, 1fr)' } } });
/** 关怀版: a row of blocks (a heading and its form, a chart's legend) stacks, each at its own width. */
export const careStack = style({ selectors: { [`${careScope} &`]: { flexDirection: 'column', alignItems: 'flex-start' } } });

// Style fragments the pages' own styles spread in where they share the same rules.
/** The brand mark beside a section's h2 (its margin is the page's own). */
export const brandRule = { fontSize: vars.fontSize.lg, paddingLeft: vars.space.sm, borderLeft: `4px solid ${vars.color.brand}` } as const;
/** A card's box: as tall as its grid row, padded inside a thin rounded border. */
export const cardBox = { height: '100%', boxSizing: 'border-box', padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md } as const;
/** A label in a soft brand pill (a subject's type, a record's kind). */
export const pillBadge = {
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandDark,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
} as const;
/** A full-height column with its content centred (the standalone and status pages). */
export const centredColumn = { minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center' } as const;
/** A list without bullets or indentation. */
export const bareList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** The white panel every content page sits in, its title with the brand rule, and the pager's spacing. */
export const page = style({
  display: 'grid',
  // One column that may shrink below its content's width: a wide table or chart scrolls in its own
  // region instead of widening the page past a 320 px screen.
  gridTemplateColumns: 'minmax(0, 1fr)',
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

/** A field or fact that takes a whole row of its grid (a message's content, a long address). */
export const wide = style({ gridColumn: '1 / -1' });

/** A responsive grid of cards, as a list. */
export const cardGrid = style([careOneColumn, {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(260px, 100%), 1fr))',
  gap: vars.space.md,
  ...bareList,
}]);

/** A block of a page under its own h2, the h2 with the brand mark, a lead paragraph and a quieter line. */
export const section = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm, minWidth: 0 });
export const sectionTitle = style({
  margin: 0,
  ...brandRule,
});
export const lead = style({ margin: 0, lineHeight: 1.8, color: vars.color.text });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
// A note's link (查看全部…) is often the note itself: at least 24 px high (WCAG 2.5.8).
globalStyle(`${muted} > a`, { display: 'inline-block', lineHeight: '24px' });

/** An entry of an area's hub (信用修复, 信用服务): a card per link, its name and a line on what it does. */
export const entry = style({
  display: 'grid',
  gap: vars.space.xs,
  ...cardBox,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand }, '&:focus-visible': { borderColor: vars.color.brand } },
});
export const entryName = style({ fontWeight: 700, color: vars.color.brandDark, fontSize: vars.fontSize.lg });
export const entryText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: 1.7 });

/** Numbered steps of a guide. */
export const steps = style({ margin: 0, paddingLeft: '1.5em', display: 'grid', gap: vars.space.xs, lineHeight: 1.8 });

/** A record's 公示图 (an image of the published notice), as wide as the page allows. */
export const publicityImage = style({ maxWidth: '100%', height: 'auto', border: `1px solid ${vars.color.borderStrong}` });

/** A section's link onwards (查看更多…), in the brand's colour, at least 24 px high (WCAG 2.5.8). */
export const moreLink = style([minimumTarget, { justifySelf: 'start', color: vars.color.brandDark }]);

/** A record as a card in a grid (a product, an institution): its title in the brand's colour, quieter lines. */
export const card = style({ display: 'grid', alignContent: 'start', gap: vars.space.xs, ...cardBox, background: vars.color.surface });
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brandDark });
// A card's name is often the link to its detail, in the title's colour.
globalStyle(`${cardTitle} a`, { color: 'inherit' });
export const cardLine = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: 1.7 });

/** A link back to where the record came from, at the start of its row. */
export const backLink = style({
  justifySelf: 'start',
  color: vars.color.brandDark,
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
