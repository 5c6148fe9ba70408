import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

/** Figures side by side, as many as fit at 160 px or more (a list's `> div` groups), one on a phone. */
export const figureGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(160px, 100%), 1fr))', gap: vars.space.md, margin: 0 });

// Counts as figures, each a card with its label above its number: 受理情况's totals, a scene's figures.
export const figures = style([figureGrid]);
globalStyle(`${figures} > div`, {
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderTop: `3px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  textAlign: 'center',
});
globalStyle(`${figures} dt`, { color: vars.color.textMuted });
globalStyle(`${figures} dd`, { margin: 0, fontSize: vars.fontSize.xxl, fontWeight: 700, color: vars.color.brandDark });
