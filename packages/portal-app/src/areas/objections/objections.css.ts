import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

/** The numbered steps and notes of an objection's guide (办理须知). */
export const guide = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs, lineHeight: vars.lineHeight.body });
globalStyle(`${guide} li`, { paddingLeft: vars.space.xs });

/** Links to the next step under a section (我要申诉, 办件查询 …). */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0 });
