import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { linkTabs, title } from './page.css';

export { linkTabs, title };

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
export const grow = style({ flex: '1 1 240px', minWidth: 0 });

/** The template download, a plain link styled as a button (it is a file, not an action). */
export const downloadLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.brandDark}`,
  borderRadius: vars.radius.md,
  color: vars.color.brandDark,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});

/** The receipt after a successful submission: the tracking number and how to look it up. */
export const receipt = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  selectors: {
    '&:focus': {
      outline: `2px solid ${vars.color.brand}`,
      outlineOffset: '2px',
    },
  },
});
export const receiptNumber = style({
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  letterSpacing: '0.05em',
  color: vars.color.brandDark,
});
export const receiptText = style({ margin: 0 });

/** Facts of a declaration or an account summary as a definition list. */
export { facts } from './forms.css';

export const muted = style({ color: vars.color.textMuted });

/** The points summary of the user centre: three figures side by side. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(140px, 100%), 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const figure = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});
globalStyle(`${figure} dt`, {
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${figure} dd`, {
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  color: vars.color.brandDark,
});

export const actionLink = style({ color: vars.color.brandDark });

export const fileLink = style({
  display: 'block',
  color: vars.color.brandDark,
});
