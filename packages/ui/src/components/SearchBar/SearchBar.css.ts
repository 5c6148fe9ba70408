import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const searchBarVariants = ['default', 'header'] as const;

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    width: '100%',
    maxWidth: vars.size.contentWidth,
    margin: 0,
    color: vars.color.text,
    fontFamily: vars.fontFamily.body,
  },
  variants: {
    variant: {
      default: { padding: vars.space.lg, background: vars.color.surface, borderRadius: vars.radius.md },
      // The header variant sits on the brand-coloured header: its own light surface keeps the
      // labels and the validation message readable there (AA contrast).
      header: {
        padding: vars.space.sm,
        gap: vars.space.xs,
        maxWidth: 560,
        background: vars.color.surface,
        borderRadius: vars.radius.md,
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

export type SearchBarVariants = NonNullable<RecipeVariants<typeof root>>;

export const typeGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

// A chip never grows past its row: at 200% text on a phone its label wraps (WCAG 1.4.10).
export const typeOption = style({ position: 'relative', display: 'inline-flex', maxWidth: '100%', minWidth: 0 });

// The native radio stays in the accessibility tree and keeps its arrow-key behaviour; only
// its look is replaced by the label below it.
export const radio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const typeLabel = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    // The label stays on one line while it fits and wraps when its row is narrower (200% text at 320 px).
    minWidth: 0,
    userSelect: 'none',
    selectors: {
      [`${radio}:hover + &`]: { background: vars.color.brandSoft, color: vars.color.brandDark },
      [`${radio}:checked + &`]: {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
      },
      [`${radio}:focus-visible + &`]: {
        outline: `3px solid ${vars.color.focusRing}`,
        outlineOffset: 2,
      },
    },
  },
  variants: {
    variant: {
      default: { padding: `${vars.space.xs} ${vars.space.lg}`, fontSize: vars.fontSize.md },
      header: { padding: `${vars.space.xxs} ${vars.space.md}`, fontSize: vars.fontSize.sm },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const field = style({ display: 'flex', alignItems: 'stretch', width: '100%', minWidth: 0 });

export const input = recipe({
  base: {
    flex: '1 1 auto',
    minWidth: 0,
    margin: 0,
    padding: `0 ${vars.space.md}`,
    border: `2px solid ${vars.color.brand}`,
    borderRight: 0,
    borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
    background: vars.color.surface,
    color: vars.color.text,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:disabled': { background: vars.color.background, cursor: 'not-allowed' },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      // Hide the browser's own clear button: clearing is not a search action here.
      '&::-webkit-search-cancel-button': { WebkitAppearance: 'none' },
    },
  },
  variants: {
    variant: {
      default: { height: 48, fontSize: vars.fontSize.md },
      header: { height: vars.size.controlHeight, fontSize: vars.fontSize.sm },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const submit = recipe({
  base: {
    flex: '0 0 auto',
    margin: 0,
    border: 0,
    borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
    background: vars.color.brand,
    color: vars.color.onBrand,
    cursor: 'pointer',
    fontWeight: 600,
    selectors: {
      '&:hover': { background: vars.color.brandDark },
      '&:disabled': { background: vars.color.textMuted, cursor: 'not-allowed' },
      '&[aria-disabled="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      default: { minWidth: 96, padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.md },
      header: { minWidth: 72, padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.sm },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const message = style({
  margin: 0,
  minHeight: '1.6em',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { minHeight: 0 } },
});

export const noScript = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
