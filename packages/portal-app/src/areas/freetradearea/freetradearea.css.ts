import { globalStyle, style } from '@vanilla-extract/css';
import { careScope, media, vars } from '@credit-portal/ui';
import { careOneColumn, title } from '../../views/page.css';

export { title };


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
// 关怀版: the side menu stands above the list, as wide as it.
globalStyle(`${careScope} ${withMenu} > nav`, { width: '100%' });
