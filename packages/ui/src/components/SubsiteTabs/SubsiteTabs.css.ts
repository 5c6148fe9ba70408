import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

export const nav = recipe({
  base: { width: '100%', fontFamily: vars.fontFamily.body },
  variants: {
    variant: {
      underline: { borderBottom: `2px solid ${vars.color.brand}`, background: vars.color.surface },
      filled: { background: vars.color.brand },
    },
  },
  defaultVariants: { variant: 'underline' },
});

export type SubsiteTabsVariants = NonNullable<RecipeVariants<typeof nav>>;

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  maxWidth: vars.size.contentWidth,
  margin: '0 auto',
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex' });

export const link = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    minHeight: 44,
    padding: `${vars.space.sm} ${vars.space.xl}`,
    fontSize: vars.fontSize.md,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    '@media': {
      [breakpoints.phone]: { padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm },
    },
  },
  variants: {
    variant: {
      underline: {
        color: vars.color.text,
        selectors: {
          '&:hover': { color: vars.color.brandDark, background: vars.color.brandSoft },
          '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand, fontWeight: 700 },
        },
      },
      filled: {
        color: vars.color.onBrand,
        selectors: {
          '&:hover': { background: vars.color.brandDark, textDecoration: 'underline' },
          '&[aria-current="page"]': {
            background: vars.color.brandDark,
            fontWeight: 700,
            boxShadow: `inset 0 -3px 0 ${vars.color.onBrand}`,
          },
          '&:focus-visible': { outline: `3px solid ${vars.color.onBrand}`, outlineOffset: -5 },
        },
      },
    },
  },
});
