import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { careControl } from '../../styles/careWord.css';

/** The look shared by text inputs, text areas, selects and date inputs. */
export const control = style({
  display: 'block',
  width: '100%',
  minHeight: vars.size.controlHeight,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.brand },
    '&:focus': { borderColor: vars.color.brand },
    '&:disabled': { background: vars.color.background, color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
  },
});

/** Buttons inside form controls (file choice, removal, submit). */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: 36,
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    ...careControl,
    '&:hover:not(:disabled)': { borderColor: vars.color.brand, color: vars.color.brandDark },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted, background: vars.color.background },
    '&[aria-disabled="true"]': { cursor: 'progress' },
  },
});

export const primaryButton = style([
  button,
  {
    borderColor: vars.color.brand,
    background: vars.color.brand,
    color: vars.color.onBrand,
    fontWeight: 600,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.brandDark, borderColor: vars.color.brandDark, color: vars.color.onBrand },
    },
  },
]);

export const linkButton = style({
  margin: 0,
  padding: `0 ${vars.space.xs}`,
  border: 0,
  background: 'none',
  color: vars.color.brandDark,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  textDecoration: 'underline',
});
