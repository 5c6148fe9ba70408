import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { title } from './page.css';

export { title };

// The field's label sits above the input, so the 查询 button lines up with the input's bottom.
export const search = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const keyword = style({ flex: '1 1 260px', minWidth: 0 });
