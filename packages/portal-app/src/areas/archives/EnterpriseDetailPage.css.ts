import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

export { page, title } from '../../views/page.css';

export const meta = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.sm });
