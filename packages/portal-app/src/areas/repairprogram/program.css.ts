import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { bareList } from '../../views/page.css';

export { pagination } from '../../views/page.css';

/** The program's own bare frame (spec §2 "bare repair-program layout"): no portal header, menu or adverts. */
export const frame = style({ minHeight: '100vh', display: 'grid', gridTemplateRows: 'auto 1fr', background: vars.color.background, color: vars.color.text });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.brandDark,
  color: vars.color.onBrand,
});
export const system = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700, color: vars.color.onBrand });
export const operator = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.sm });

export const nav = style({ gridColumn: '1 / -1', width: '100%' });
globalStyle(`${nav} ul`, { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, ...bareList });
globalStyle(`${nav} a`, {
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.onBrand,
  textDecoration: 'none',
});
globalStyle(`${nav} a[aria-current="page"]`, { background: vars.color.surface, color: vars.color.brandDark, fontWeight: 600 });
globalStyle(`${nav} a:focus-visible`, { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' });

// One column no wider than the screen: a row of figures or a wide table never widens the page (WCAG 1.4.10).
export const main = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', alignContent: 'start', gap: vars.space.md, padding: vars.space.lg, minWidth: 0, maxWidth: '1200px', width: '100%', boxSizing: 'border-box', margin: '0 auto' });

/** A reason form (审核, 备注, 恢复公示): the field, its message and the buttons one under another. */
export const reasonForm = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
