import { style } from '@vanilla-extract/css';
import { pagination } from './page.css';

export { pagination };

/** The account's picture beside its name, a 64 px round. */
export const avatar = style({ width: '64px', height: '64px', borderRadius: '50%', flex: '0 0 auto', objectFit: 'cover' });
