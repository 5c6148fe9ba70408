import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers';

/**
 * Takes no room in the page: everything in it is fixed to the window. It makes no stacking context of
 * its own (no z-index), so the adverts and their controls each stand on their own layer of the page's
 * scale: the adverts under the page parts on `aboveAdverts`, their controls above them.
 */
export const region = style({ position: 'absolute', top: 0, left: 0, width: 0, height: 0 });

/** One advert and its close button, which move together; no box and no stacking context. */
export const group = style({});

export const advert = style({
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: layers.advert,
  willChange: 'transform',
  background: vars.color.surface,
  boxShadow: '0 2px 12px rgba(0, 0, 0, 0.2)',
  borderRadius: vars.radius.sm,
  // Adverts drift over one another: the one under the pointer or holding focus comes to the front.
  selectors: { [`${group}:hover &, ${group}:focus-within &`]: { zIndex: layers.advert + 1 } },
});

export const link = style({ display: 'block' });

export const image = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.sm });

// On its own layer, above the page parts an advert passes under and above every advert: fixed to the
// window at its advert's top right corner (the same transform, moved back by its own width).
export const close = style({
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: layers.advertControl,
  willChange: 'transform',
  minWidth: 44,
  minHeight: 24,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: 0,
  borderBottomLeftRadius: vars.radius.md,
  background: 'rgba(0, 0, 0, 0.75)',
  color: '#ffffff',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  selectors: { '&:hover': { background: '#000000' } },
});

// Above the adverts: a moving advert must never cover the control that stops it (WCAG 2.2.2).
export const pauseAll = style({
  position: 'fixed',
  zIndex: layers.advertControl + 1,
  left: vars.space.sm,
  bottom: vars.space.sm,
  minHeight: 32,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.2)',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft, color: vars.color.brandDark } },
});

// The narrow screen's strip: in the page's flow after its end, so it covers nothing at any scroll
// position (a strip stuck to the window's foot hid the content under it, and a focused link
// there, WCAG 2.4.11, on a phone or at 400 % zoom where it took a third of the screen); nothing moves.
export const strip = style({
  position: 'relative',
  zIndex: layers.advert,
  borderTop: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.12)',
});

export const stripList = style({ display: 'flex', flexWrap: 'wrap', margin: 0, padding: `${vars.space.xxs} ${vars.space.xs}`, listStyle: 'none', gap: vars.space.xs });

export const stripItem = style({ display: 'flex', alignItems: 'center', flex: '1 1 14rem', minWidth: 0, gap: vars.space.xxs });

export const stripLink = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  gap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const stripImage = style({ display: 'block', height: 36, width: 'auto', maxWidth: 72, borderRadius: vars.radius.sm, objectFit: 'cover' });

export const stripText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const stripClose = style({
  minWidth: 44,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft, color: vars.color.brandDark } },
});
