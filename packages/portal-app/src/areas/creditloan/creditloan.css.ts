import { globalStyle, style } from '@vanilla-extract/css';
import { media, minimumTarget, vars } from '@credit-portal/ui';
import { cardBox, cardGrid, careOneColumn, page, section, sectionTitle, title } from '../../views/page.css';

export { cardGrid, page, section, sectionTitle, title };

/** A product or an institution as a card in a grid. */
export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  ...cardBox,
  background: vars.color.surface,
});
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brandDark });
// The product's name is the link to its detail, in the title's colour.
globalStyle(`${cardTitle} a`, { color: 'inherit' });
export const cardLine = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: 1.7 });
export const tag = style({
  justifySelf: 'start',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  color: vars.color.brandDark,
  fontSize: vars.fontSize.sm,
});

/** Name–value facts (额度, 利率 …) in two columns. */
export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `2px ${vars.space.sm}`, margin: 0, fontSize: vars.fontSize.sm });
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0 });

/** The platform's totals on the home page. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(140px, 100%), 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const figure = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xs, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.brandSoft, textAlign: 'center' });
globalStyle(`${figure} dt`, { fontSize: vars.fontSize.sm, color: vars.color.text });
globalStyle(`${figure} dd`, { margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.brandDark });

/** A section's heading with its 更多 link at the end of the line. */
export const sectionHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.sm });
export const moreLink = style([minimumTarget, { color: vars.color.brandDark, fontSize: vars.fontSize.sm }]);

/** Products beside the service guides. */
export const withAside = style([careOneColumn, {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 260px)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.below('lg')]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
}]);
export const guides = style({ margin: 0, paddingLeft: '1.2em', display: 'grid', gap: vars.space.xs, lineHeight: 1.7 });
globalStyle(`${guides} a`, { color: vars.color.brandDark });

/** The filters above the products. */
export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const filterField = style({ flex: '1 1 180px', minWidth: 0 });
export const notice = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
