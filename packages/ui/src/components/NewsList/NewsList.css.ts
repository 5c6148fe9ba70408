import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

export const root = style({ fontFamily: vars.fontFamily.body, color: vars.color.text });

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBottom: vars.space.sm,
  marginBottom: vars.space.sm,
  borderBottom: `2px solid ${vars.color.brand}`,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const more = style({
  flex: '0 0 auto',
  // WCAG 2.5.8: a target at least 24 px high on every screen.
  lineHeight: '24px',
  color: vars.color.brandDark,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.lg,
  padding: `${vars.space.xs} 0`,
  fontSize: vars.fontSize.sm,
  '@media': { [breakpoints.phone]: { flexDirection: 'column', gap: 0 } },
});

// Spec §2: in news lists every fifth item gets a separator line (none after the last).
export const separated = style({
  paddingBottom: vars.space.sm,
  marginBottom: vars.space.sm,
  borderBottom: `1px dashed ${vars.color.borderStrong}`,
});

export const link = style({
  flex: '1 1 auto',
  // WCAG 2.5.8: a target at least 24 px high on every screen.
  lineHeight: '24px',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brandDark, textDecoration: 'underline' } },
  '@media': { [breakpoints.phone]: { whiteSpace: 'normal', maxWidth: '100%' } },
});

export const time = style({ flex: '0 0 auto', color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
