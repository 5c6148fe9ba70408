import { style } from '@vanilla-extract/css';

// The form adds no box of its own: its button sits in the header's list as the other entries do.
export const form = style({ display: 'contents' });
