import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { bareList, page, title } from '../../views/page.css';

export { page, title };

export const searchPanel = style({
  display: 'grid',
  // One column that may be narrower than the search bar's options in a row (they wrap): 320 px screens.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});

export const lead = style({ margin: 0, color: vars.color.text });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(160px, 100%), 1fr))',
  gap: vars.space.md,
  ...bareList,
});

export const count = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.brand } },
});

export const countValue = style({ fontSize: vars.fontSize.xxl, fontWeight: 700, color: vars.color.brandDark });

globalStyle(`${count} span`, { display: 'block' });
