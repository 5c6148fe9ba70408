import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { brandRule, page, title } from '../../views/page.css';

export { page, title };
export { linkTabs as tabs, cardGrid as cards } from '../../views/page.css';

export const sectionTitle = style({
  margin: `${vars.space.sm} 0 0`,
  ...brandRule,
});

export const lead = style({ margin: 0, color: vars.color.text, lineHeight: 1.7 });



// The filter form's row (views/filterForm.css.ts), as the catalogue's own lists lay it out too.
export { filters, filterField, buttons } from '../../views/filterForm.css';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(280px, 100%), 1fr))',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});
globalStyle(`${facts} > div`, { display: 'flex', gap: vars.space.sm });
globalStyle(`${facts} dt`, { flex: '0 0 7em', fontWeight: 600 });
globalStyle(`${facts} dd`, { margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const notice = style({ maxWidth: '100%', height: 'auto', border: `1px solid ${vars.color.borderStrong}` });

