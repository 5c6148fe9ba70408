import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { linkTabs, pagination } from '../../views/page.css';

export { linkTabs, pagination };

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

export const block = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });
/** The statistics tables: ruled, numbers to the right. */
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} caption`, { textAlign: 'left', fontWeight: 600, padding: `0 0 ${vars.space.xs}` });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${table} thead th`, { background: vars.color.background, textAlign: 'left' });
globalStyle(`${table} tbody th`, { textAlign: 'left', fontWeight: 400 });
globalStyle(`${table} td`, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} thead th:not(:first-child)`, { textAlign: 'right' });
