// A list's filter form (FilterForm.tsx): its fields in a wrapping row, the buttons after them.
import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });
export const filterField = style({ flex: '1 1 200px', minWidth: 0 });
export const buttons = style({ display: 'flex', gap: vars.space.sm });
