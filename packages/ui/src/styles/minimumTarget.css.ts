import { style } from '@vanilla-extract/css';

/**
 * A link or button standing on its own (查看全部…, 更多) is at least 24 px high on every screen
 * (WCAG 2.5.8): an inline link's box is only as high as its font (20 px at 14 px), so it
 * becomes an inline block with 24 px lines. Links inside a sentence need none of this.
 */
export const minimumTarget = style({ display: 'inline-block', minHeight: 24, lineHeight: '24px' });
