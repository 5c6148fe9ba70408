import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const imageRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const imageFrame = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    background: vars.color.background,
  },
  variants: {
    zoomed: {
      false: { width: 120, height: 40 },
      // The larger view, for visitors who cannot read the small image.
      true: { width: 'min(360px, 100%)', height: 120 },
    },
  },
});

export const image = recipe({
  base: { display: 'block', objectFit: 'contain' },
  variants: {
    zoomed: {
      false: { width: 120, height: 40 },
      true: { width: '100%', height: 120, imageRendering: 'pixelated' },
    },
  },
});

export const loading = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const imageActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const linkButton = style({
  padding: `${vars.space.xs} 0`,
  border: 0,
  background: 'transparent',
  color: vars.color.brandDark,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'none' },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'none' },
  },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: 600 });

export const input = style({
  width: '100%',
  maxWidth: 240,
  height: vars.size.controlHeight,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  letterSpacing: '0.2em',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&::placeholder': { color: vars.color.textMuted, letterSpacing: 'normal' },
  },
});

export const message = style({
  minHeight: '1.6em',
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

/** What the audio captcha is doing, below the picture's actions. */
export const audioStatus = style({
  flexBasis: '100%',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
