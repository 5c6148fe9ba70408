import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

export { page, title } from '../../views/page.css';
export { linkTabs as tabs, cardGrid as cards } from '../../views/page.css';

export const lead = style({ margin: 0, color: vars.color.text, lineHeight: 1.7 });

// The filter form's row (views/filterForm.css.ts), as the catalogue's own lists lay it out too.
export { filters, filterField, buttons } from '../../views/filterForm.css';

export const notice = style({ maxWidth: '100%', height: 'auto', border: `1px solid ${vars.color.borderStrong}` });
