import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

export { title } from '../../views/page.css';
// A record's name and line of facts, and the back link: the publicity pages' look, reused.
// Counts as figures: the look of 受理情况's totals.
export { figures } from '../../views/figures.css';


export const cardLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
globalStyle(`${cardLinks} a`, { color: vars.color.brandDark });

