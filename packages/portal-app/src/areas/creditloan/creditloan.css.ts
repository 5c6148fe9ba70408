import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

export { moreLink, title } from '../../views/page.css';
export { figureGrid } from '../../views/figures.css';

/** The platform's totals on the home page: each figure's number above its label. */
export const figure = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xs, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.brandSoft, textAlign: 'center' });
globalStyle(`${figure} dt`, { fontSize: vars.fontSize.sm, color: vars.color.text });
globalStyle(`${figure} dd`, { margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.brandDark });

