import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.sm,
});

export const group = style({ position: 'relative' });

/** Made for the brand-coloured header it usually sits in. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 32,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  border: `1px solid ${vars.color.onBrand}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.brandDark },
    '&:focus-visible': { outline: `3px solid ${vars.color.onBrand}`, outlineOffset: 2, boxShadow: `0 0 0 5px ${vars.color.text}` },
  },
});

export const chevron = style({
  display: 'inline-block',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: no-preference)': { transition: 'transform 150ms' } },
});

export const panel = style({
  position: 'absolute',
  zIndex: layers.menu,
  top: 'calc(100% + 4px)',
  right: 0,
  minWidth: 180,
  maxHeight: '60vh',
  overflowY: 'auto',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 6px 20px rgba(0, 0, 0, 0.18)',
  selectors: {
    '&[hidden]': { display: 'none' },
    [`${group}[data-without-script] > &`]: { display: 'none' },
    [`${group}[data-without-script]:focus-within > &`]: { display: 'block' },
  },
});

export const link = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.brandSoft, color: vars.color.brandDark },
    'a&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outlineOffset: -3 },
  },
});
