import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { brandRule, page, title } from '../../views/page.css';

export { page, title };

export const meta = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.sm });

export const sectionTitle = style({
  margin: `${vars.space.md} 0 ${vars.space.sm}`,
  ...brandRule,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(260px, 100%), 1fr))',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});
globalStyle(`${facts} > div`, { display: 'flex', gap: vars.space.sm });
globalStyle(`${facts} dt`, { flex: '0 0 6em', fontWeight: 600 });
globalStyle(`${facts} dd`, { margin: 0 });

export const downloads = style({ display: 'grid', gap: vars.space.sm });
export const downloadButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const progress = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
