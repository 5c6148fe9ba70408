import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

export { linkTabs } from '../../views/page.css';

/** The level chart: one bar per level, its width the level's share, the count written beside it. */
export const bars = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
// The level's name and its count shrink and wrap before the row outgrows a phone at 200% text (WCAG
// 1.4.10); the bar keeps at least 2em.
export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 7em) minmax(2em, 1fr) minmax(0, 4em)',
  gap: vars.space.sm,
  alignItems: 'center',
  overflowWrap: 'anywhere',
});
export const barTrack = style({ display: 'block', width: '100%', height: '1.25rem', background: vars.color.border, borderRadius: vars.radius.sm, overflow: 'hidden' });
export const barFill = style({ fill: vars.color.brand });
export const barValue = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${bar} > span:first-child`, { color: vars.color.text });
