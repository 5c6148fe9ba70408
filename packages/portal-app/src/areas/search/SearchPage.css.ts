import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { page, title } from '../../views/page.css';

export { page, title };

// The keyword may be an 18-character credit code, wider than a phone's line in 关怀版: it wraps.
export const summary = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const result = style({ padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const resultTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });
globalStyle(`${resultTitle} a`, { color: vars.color.brandDark, textDecoration: 'none' });
globalStyle(`${resultTitle} a:hover, ${resultTitle} a:focus-visible`, { textDecoration: 'underline' });
globalStyle(`${result} mark`, { background: 'transparent', color: vars.color.brandDark, fontWeight: 700 });

export const snippet = style({ margin: `${vars.space.xs} 0`, color: vars.color.text, lineHeight: vars.lineHeight.body });

/** A result's facts on a line (wrapping); each label beside its value, the value under it when the line is too short. */
export const facts = style({ rowGap: vars.space.xs, columnGap: vars.space.lg, fontSize: vars.fontSize.sm, color: vars.color.text });
globalStyle(`${facts} > div`, { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.xs });
globalStyle(`${facts} dt`, { color: vars.color.text, fontWeight: 600 });
globalStyle(`${facts} dd`, { margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
