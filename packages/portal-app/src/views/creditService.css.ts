import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { careOneColumn } from './page.css';

// The credit-service pages (the hub, declarations, self-declarations) use the shared page panel, its
// title, the pager's spacing and the card grid.
export { page, title, pagination, cardGrid, linkTabs, section, sectionTitle, lead, muted, entry, entryName, entryText, steps } from './page.css';
export { facts } from './forms.css';

/** A search form above a list: the fields in a row, the buttons at its end. */
export const searchForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const searchField = style({ flex: '1 1 240px', minWidth: 0 });
export const searchKind = style({ flex: '0 1 auto', minWidth: 0 });
export const buttons = style({ display: 'flex', gap: vars.space.sm });

/** A record's own text (a declaration's content), kept as the declarant wrote it. */
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', lineHeight: 1.8, overflowWrap: 'anywhere' });

export const back = style({ color: vars.color.brandDark });

/** A form's fields, two to a row on wide screens. */
export const formGrid = style([careOneColumn, {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(260px, 100%), 1fr))',
  gap: `0 ${vars.space.md}`,
}]);
export const wide = style({ gridColumn: '1 / -1' });

export const notice = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

/** The name of the record a detail page shows, under the layout's title. */
export const recordTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });
