// Styles of the activity pages that the shared page and form styles (page.css, interaction.css) lack.
import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

/** The list's keyword search: the field and its button on one line. */
export const searchForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const searchField = style({ flex: '1 1 320px', minWidth: 0 });
/** The standing check's one field, in the Form's column. */
export const standingField = style({ maxWidth: '720px' });

