import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { brandRule, page, pagination, title } from '../../views/page.css';

export { page, title, pagination };
export { linkTabs as kindNav, cardGrid as cards } from '../../views/page.css';

export const sectionTitle = style({
  margin: `${vars.space.md} 0 ${vars.space.sm}`,
  ...brandRule,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });


export const conditions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  margin: 0,
});
export const condition = style({ flex: '1 1 220px', minWidth: 0 });
export const dateRange = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
export const buttons = style({ display: 'flex', gap: vars.space.sm });

// 重置 is a link (it clears the query string), drawn like the ui Button's secondary variant.
const linkButtonBase = {
  minHeight: vars.size.controlHeight,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
} as const;
export const secondaryButton = style({
  ...linkButtonBase,
  display: 'inline-flex',
  alignItems: 'center',
  textDecoration: 'none',
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
});


export const organTotals = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const facts = style({
  display: 'grid',
  // The term takes at most half the row, so at 200% text on a phone the value keeps room beside it
  // (WCAG 1.4.10; a fixed 8em term was 256 px there).
  gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderBottom: 'none',
});
globalStyle(`${facts} dt, ${facts} dd`, {
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${facts} dt`, { fontWeight: 600, background: vars.color.background, overflowWrap: 'anywhere' });
globalStyle(`${facts} dd`, { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const figure = style({ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm, justifyItems: 'start' });
export const notice = style({ maxWidth: '100%', height: 'auto', border: `1px solid ${vars.color.border}` });

export const chart = style({ width: '100%', height: 'auto', maxWidth: '960px' });
export const legend = style({ display: 'flex', gap: vars.space.lg, listStyle: 'none', margin: 0, padding: 0, fontSize: vars.fontSize.sm });
export const swatch = style({ display: 'inline-block', width: '12px', height: '12px', marginRight: vars.space.xs, verticalAlign: 'middle' });
export const permitFill = style({ fill: vars.color.brand, background: vars.color.brand });
export const punishFill = style({ fill: '#7a5a00', background: '#7a5a00' });
export const axisText = style({ fill: vars.color.text, fontSize: '12px' });
export const axisLine = style({ stroke: vars.color.borderStrong });
export const gridLine = style({ stroke: vars.color.border });
export const totals = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, margin: 0 });
globalStyle(`${totals} div`, { display: 'flex', gap: vars.space.xs, alignItems: 'baseline' });
globalStyle(`${totals} dt`, { fontWeight: 600 });
globalStyle(`${totals} dd`, { margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brandDark });

export const details = style({});
globalStyle(`${details} summary`, { cursor: 'pointer', color: vars.color.brandDark, padding: `${vars.space.xs} 0` });
export const factRow = style({ display: 'contents' });
export const organ = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm });

/** The section links: a row of tabs-as-links under the header. */
export const sectionNav = style({ borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${sectionNav} ul`, { display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${sectionNav} a`, {
  display: 'inline-block',
  padding: `${vars.space.xs} 0`,
  borderBottom: '3px solid transparent',
  color: vars.color.text,
  textDecoration: 'none',
});
globalStyle(`${sectionNav} a:hover`, { color: vars.color.brandDark });
globalStyle(`${sectionNav} a[aria-current="page"]`, { borderBottomColor: vars.color.brand, color: vars.color.brandDark, fontWeight: 600 });
