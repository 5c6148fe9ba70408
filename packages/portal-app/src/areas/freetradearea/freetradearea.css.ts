import { globalStyle, style } from '@vanilla-extract/css';
import { careScope, media, vars } from '@credit-portal/ui';
import { careOneColumn, page, title } from '../../views/page.css';

export { page, title };


/** The 'more' pages: the side menu of the columns beside the list. */
export const withMenu = style([careOneColumn, {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 230px) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.below('lg')]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
}]);

/** The column overview: the newest articles with their summaries. */
export const digest = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const digestItem = style({ display: 'grid', gap: vars.space.xs, paddingBottom: vars.space.md, borderBottom: `1px dashed ${vars.color.border}` });
export const digestTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
globalStyle(`${digestTitle} a`, { color: vars.color.brandDark, textDecoration: 'none' });
globalStyle(`${digestTitle} a:hover`, { textDecoration: 'underline' });
export const digestMeta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const digestSummary = style({ margin: 0, lineHeight: 1.8 });
export const more = style({ justifySelf: 'end', color: vars.color.brandDark });
// 关怀版: the side menu stands above the list, as wide as it.
globalStyle(`${careScope} ${withMenu} > nav`, { width: '100%' });
