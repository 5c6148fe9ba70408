import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { bareList, page, title } from '../../views/page.css';

export { page, title };

export const summary = style({ margin: 0, color: vars.color.text });

export const results = style({
  ...bareList,
  display: 'grid',
  gap: vars.space.md,
});

export const result = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const resultTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.lg,
});

globalStyle(`${resultTitle} a`, { color: vars.color.brandDark, textDecoration: 'none' });
globalStyle(`${resultTitle} a:hover, ${resultTitle} a:focus-visible`, { textDecoration: 'underline' });
globalStyle(`${result} mark`, { background: 'transparent', color: vars.color.brandDark, fontWeight: 700 });

export const snippet = style({ margin: `${vars.space.xs} 0`, color: vars.color.text, lineHeight: vars.lineHeight.body });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

globalStyle(`${facts} > div`, { display: 'flex', gap: vars.space.xs });
globalStyle(`${facts} dt`, { color: vars.color.text, fontWeight: 600 });
globalStyle(`${facts} dd`, { margin: 0 });

