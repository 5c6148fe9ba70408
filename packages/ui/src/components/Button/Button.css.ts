import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const buttonVariants = ['primary', 'secondary', 'link'] as const;
export const buttonSizes = ['medium', 'small'] as const;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/**
 * The design system's button. The look follows the dialog's buttons (Dialog.css.ts) so a page
 * and its dialogs match. Disabled buttons keep AA text contrast (textMuted on background 5.59:1)
 * instead of fading with opacity.
 */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    margin: 0,
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        border: `1px solid ${vars.color.brand}`,
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.brandDark, borderColor: vars.color.brandDark },
        },
      },
      secondary: {
        border: `1px solid ${vars.color.borderStrong}`,
        background: vars.color.surface,
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled)': {
            background: vars.color.brandSoft,
            borderColor: vars.color.brand,
            color: vars.color.brandDark,
          },
        },
      },
      link: {
        border: '1px solid transparent',
        background: 'transparent',
        color: vars.color.brandDark,
        textDecoration: 'underline',
        textUnderlineOffset: 3,
        selectors: { '&:hover:not(:disabled)': { color: vars.color.brand } },
      },
    },
    size: {
      medium: {
        minWidth: 80,
        minHeight: vars.size.controlHeight,
        padding: `${vars.space.xs} ${vars.space.lg}`,
        fontSize: vars.fontSize.sm,
      },
      small: {
        minHeight: 28,
        padding: `${vars.space.xxs} ${vars.space.sm}`,
        fontSize: vars.fontSize.xs,
      },
    },
  },
  compoundVariants: [
    // A link-styled button sits in running text: no box to size.
    { variants: { variant: 'link', size: 'medium' }, style: { minWidth: 0, paddingInline: 0 } },
    { variants: { variant: 'link', size: 'small' }, style: { paddingInline: 0 } },
  ],
  defaultVariants: { variant: 'secondary', size: 'medium' },
});

/** Disabled (not busy): muted text on a muted surface, still 4.5:1. */
export const disabled = style({
  selectors: {
    '&&': {
      borderColor: vars.color.borderStrong,
      background: vars.color.background,
      color: vars.color.textMuted,
    },
  },
});

export const linkDisabled = style({
  selectors: { '&&': { borderColor: 'transparent', background: 'transparent', color: vars.color.textMuted } },
});

/** A small spinner before the label while the button is busy; the label stays. */
export const spinner = style({
  display: 'inline-block',
  flex: '0 0 auto',
  width: '1em',
  height: '1em',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${spin} 800ms linear infinite` },
  },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof button>>;
