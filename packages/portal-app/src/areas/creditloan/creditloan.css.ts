import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

export { card, cardGrid, cardLine, cardTitle, moreLink, page, title } from '../../views/page.css';
export { figureGrid } from '../../views/figures.css';

export const tag = style({
  justifySelf: 'start',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  color: vars.color.brandDark,
  fontSize: vars.fontSize.sm,
});

/** The platform's totals on the home page: each figure's number above its label. */
export const figure = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xs, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.brandSoft, textAlign: 'center' });
globalStyle(`${figure} dt`, { fontSize: vars.fontSize.sm, color: vars.color.text });
globalStyle(`${figure} dd`, { margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.brandDark });

export const guides = style({ margin: 0, paddingLeft: '1.2em', display: 'grid', gap: vars.space.xs, lineHeight: 1.7 });
globalStyle(`${guides} a`, { color: vars.color.brandDark });
