import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { backLink, brandRule, careOneColumn, careStack, linkTabs, page, pagination, title, visuallyHidden } from '../../views/page.css';
import { nowrap, primaryLink, statusTag } from '../../views/boardMessages.css';

export { linkTabs, page, pagination, title };

// A message's status tag, the call to leave one and the unbroken tracking number: the user centre's
// 我的留言 shows them too (views/boardMessages.css.ts).
export { nowrap, primaryLink, statusTag };

/** The page's lead paragraph under the title. */
export const lead = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body });

export const sectionTitle = style({
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
  ...brandRule,
});

export const sectionHead = style([careStack, { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md }]);

export const moreLink = style({ color: vars.color.brandDark });

export const secondaryLink = style([
  primaryLink,
  {
    background: vars.color.surface,
    color: vars.color.brandDark,
    border: `1px solid ${vars.color.brand}`,
    selectors: { '&:hover': { background: vars.color.brandSoft } },
  },
]);

/** The banner of the message hub: what the service is, and the way in. */
export const intro = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});
export const introText = style({ display: 'grid', gap: vars.space.xs, maxWidth: '46em' });
globalStyle(`${introText} p`, { margin: 0, lineHeight: vars.lineHeight.body });
export const introActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

// 受理情况: the year's totals as figures (views/figures.css.ts), then the tables.
export { figures } from '../../views/figures.css';

export const statsGrid = style([careOneColumn, {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(300px, 100%), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
}]);

export const yearForm = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.md });

/** Month columns drawn as SVG (sizes are attributes, colours classes: the CSP forbids inline styles). */
export const chart = style({ width: '100%', height: 'auto', display: 'block' });
export const barReceived = style({ fill: vars.color.borderStrong });
export const barReplied = style({ fill: vars.color.brand });
export const chartText = style({ fill: vars.color.textMuted, fontSize: '12px' });
export const legend = style([careStack, { display: 'flex', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none', color: vars.color.textMuted, fontSize: vars.fontSize.sm }]);
export const swatch = styleVariants({
  received: { display: 'inline-block', width: '12px', height: '12px', marginRight: vars.space.xs, background: vars.color.borderStrong, verticalAlign: 'middle' },
  replied: { display: 'inline-block', width: '12px', height: '12px', marginRight: vars.space.xs, background: vars.color.brand, verticalAlign: 'middle' },
});

// The board: one entry per message.
export const board = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none', borderTop: `1px solid ${vars.color.border}` });
export const entry = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const entryHead = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, minWidth: 0 });
export const entryTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600, minWidth: 0 });
globalStyle(`${entryTitle} a`, { color: vars.color.text, textDecoration: 'none' });
globalStyle(`${entryTitle} a:hover`, { color: vars.color.brandDark, textDecoration: 'underline' });
export const entryMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const typeTag = style({
  flex: '0 0 auto',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brandDark,
  fontSize: vars.fontSize.sm,
});


export const search = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });
export const keyword = style({ flex: '1 1 260px' });

// The detail: the question, then the reply.
export const detailMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: vars.space.md,
  background: vars.color.background,
  borderRadius: vars.radius.sm,
});
globalStyle(`${detailMeta} > div`, { display: 'flex', gap: vars.space.xs });
globalStyle(`${detailMeta} dt`, { color: vars.color.textMuted });
globalStyle(`${detailMeta} dd`, { margin: 0 });
export const block = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const replyBlock = style([block, { borderLeft: `4px solid ${vars.color.brand}` }]);
export const blockTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const text = style({ margin: 0, lineHeight: vars.lineHeight.body, whiteSpace: 'pre-wrap', wordBreak: 'break-word' });
export const replyMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// The form and its receipt.
export const formGrid = style([careOneColumn, {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(260px, 100%), 1fr))',
  gap: `${vars.space.md} ${vars.space.lg}`,
}]);
export const wide = style({ gridColumn: '1 / -1' });
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  lineHeight: vars.lineHeight.body,
});
export const noticeList = style({ margin: 0, paddingLeft: '1.4em', lineHeight: vars.lineHeight.body, color: vars.color.textMuted });
export const receipt = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});
export const receiptTitle = style({ margin: 0, fontSize: vars.fontSize.xl, outline: 'none' });
export const trackingNo = style({ fontSize: vars.fontSize.xl, fontWeight: 700, letterSpacing: '0.05em', color: vars.color.brandDark });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const figure = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

/** The statistics tables: ruled, numbers to the right. */
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} caption`, { textAlign: 'left', fontWeight: 600, padding: `0 0 ${vars.space.xs}` });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${table} thead th`, { background: vars.color.background, textAlign: 'left' });
globalStyle(`${table} tbody th`, { textAlign: 'left', fontWeight: 400 });
globalStyle(`${table} td`, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} thead th:not(:first-child)`, { textAlign: 'right' });

/** A titled part of a page. */
export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });


/** A tracking number or a date-time kept on one line in a table cell. */

export { visuallyHidden, backLink };
