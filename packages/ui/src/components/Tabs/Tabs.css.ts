import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// One column no wider than the page: a wide table in a panel scrolls inside its own region.
export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md, fontFamily: vars.fontFamily.body });

// The tabs wrap onto more rows on a narrow screen rather than scroll sideways (WCAG 1.4.10).
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `2px solid ${vars.color.brand}`,
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.md}`,
  // A control's edge: borderStrong, at least 3:1 against the surface (WCAG 1.4.11).
  border: `1px solid ${vars.color.borderStrong}`,
  borderBottom: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brandDark, background: vars.color.brandSoft },
    '&[data-state="active"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand, fontWeight: 700 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const content = style({
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 4 },
  },
});
