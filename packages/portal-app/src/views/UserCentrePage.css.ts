import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { pagination, title } from './page.css';

export { title, pagination };

export const avatar = style({ width: '64px', height: '64px', borderRadius: '50%', flex: '0 0 auto', objectFit: 'cover' });
const tag = {
  flex: '0 0 auto',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
} as const;
// The term's column: 9em, or half the row when that is less (200% text on a phone: WCAG 1.4.10).
// 关怀版: the menu stands above the panel, as wide as it.
