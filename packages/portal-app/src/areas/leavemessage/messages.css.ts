import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { linkTabs, pagination, title } from '../../views/page.css';
import { nowrap, statusTag } from '../../views/boardMessages.css';

export { linkTabs, pagination, title };

// A message's status tag and the unbroken tracking number: the user centre's 我的留言 shows them too
// (views/boardMessages.css.ts).
export { nowrap, statusTag };

/** The banner of the message hub: what the service is, and the way in (laid out by Inline). */
export const intro = style({ padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.brandSoft });
export const introText = style({ maxWidth: '46em', lineHeight: vars.lineHeight.body });

// 受理情况: the year's totals (ui Figures), then the tables.

export const yearForm = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.md });

/** Month columns drawn as SVG (sizes are attributes, colours classes: the CSP forbids inline styles). */
export const chart = style({ width: '100%', height: 'auto', display: 'block' });
export const barReceived = style({ fill: vars.color.borderStrong });
export const barReplied = style({ fill: vars.color.brand });
export const chartText = style({ fill: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const legend = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
const swatchBox = { display: 'inline-block', width: '1em', height: '1em', marginRight: vars.space.xs, verticalAlign: 'middle' } as const;
export const swatch = styleVariants({ received: { ...swatchBox, background: vars.color.borderStrong }, replied: { ...swatchBox, background: vars.color.brand } });

// The board: one entry per message, ruled apart.
export const board = style({ borderTop: `1px solid ${vars.color.border}` });
export const entry = style({ borderBottom: `1px solid ${vars.color.border}` });
export const entryTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600, minWidth: 0 });
globalStyle(`${entryTitle} a`, { color: vars.color.text, textDecoration: 'none' });
globalStyle(`${entryTitle} a:hover`, { color: vars.color.brandDark, textDecoration: 'underline' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/** A message's writer, dates and status: wide apart on a line, close when they wrap. */
export const entryMeta = style([muted, { rowGap: vars.space.xs, columnGap: vars.space.lg }]);

// The detail: the question, then the reply.
export const detailMeta = style({ background: vars.color.background, borderRadius: vars.radius.sm });
globalStyle(`${detailMeta} > div`, { display: 'flex', gap: vars.space.xs });
globalStyle(`${detailMeta} dt`, { color: vars.color.textMuted });
globalStyle(`${detailMeta} dd`, { margin: 0 });
export const block = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });
export const receipt = style({ padding: vars.space.lg, border: `1px solid ${vars.color.brand}`, borderRadius: vars.radius.md, background: vars.color.brandSoft });
export const receiptTitle = style({ margin: 0, fontSize: vars.fontSize.xl, outline: 'none' });
export const trackingNo = style({ fontSize: vars.fontSize.xl, fontWeight: 700, letterSpacing: '0.05em', color: vars.color.brandDark });

/** The statistics tables: ruled, numbers to the right. */
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} caption`, { textAlign: 'left', fontWeight: 600, padding: `0 0 ${vars.space.xs}` });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${table} thead th`, { background: vars.color.background, textAlign: 'left' });
globalStyle(`${table} tbody th`, { textAlign: 'left', fontWeight: 400 });
globalStyle(`${table} td`, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} thead th:not(:first-child)`, { textAlign: 'right' });
