import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers';
import { careControl } from '../../styles/careWord.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: layers.dialog,
  background: 'rgba(0, 0, 0, 0.5)',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${fadeIn} 150ms ease-out` },
  },
});

export const content = style({
  position: 'fixed',
  zIndex: layers.dialog + 1,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  // Spec §9: dialogs are 550 px wide; on a phone they keep a margin to the screen edge.
  width: `min(${vars.size.dialogWidth}, calc(100vw - 32px))`,
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 32px rgba(0, 0, 0, 0.25)',
  selectors: { '&:focus': { outline: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
});

export const closeIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  width: 32,
  height: 32,
  marginLeft: 'auto',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft, color: vars.color.brandDark } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});

export const dialogButtonVariants = ['primary', 'secondary'] as const;

/** The dialog's buttons: `primary` for the main action (确定), `secondary` for 取消 and 关闭. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 80,
    minHeight: 36,
    padding: `0 ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.sm,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: careControl,
  },
  variants: {
    variant: {
      primary: {
        border: `1px solid ${vars.color.brand}`,
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:hover': { background: vars.color.brandDark, borderColor: vars.color.brandDark },
          '&[aria-disabled="true"], &:disabled': { opacity: 0.75, cursor: 'progress' },
        },
      },
      secondary: {
        border: `1px solid ${vars.color.borderStrong}`,
        background: vars.color.surface,
        color: vars.color.text,
        selectors: { '&:hover': { background: vars.color.brandSoft, color: vars.color.brandDark } },
      },
    },
  },
  defaultVariants: { variant: 'secondary' },
});

export type DialogButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** A description placed by `Dialog.Content` under its header. */
export const contentDescription = style({ padding: `${vars.space.md} ${vars.space.lg} 0` });

/** Holds the place of the dialog in the page, to read the theme there (see themeVars.ts). */
export const anchor = style({ display: 'none' });
