import { style } from '@vanilla-extract/css';

// The credit-repair pages and the risk report use the shared page panel, its title and the pager's spacing.
export { pagination } from '../../views/page.css';

export const narrowForm = style({ maxWidth: '640px' });
