import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { title } from '../../views/page.css';

export { title };

/** A result's facts on a line (wrapping); each label beside its value, the value under it when the line is too short. */
export const facts = style({ rowGap: vars.space.xs, columnGap: vars.space.lg, fontSize: vars.fontSize.sm, color: vars.color.text });
globalStyle(`${facts} > div`, { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.xs });
globalStyle(`${facts} dt`, { color: vars.color.text, fontWeight: 600 });
globalStyle(`${facts} dd`, { margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
