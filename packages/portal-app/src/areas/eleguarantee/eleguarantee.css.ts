import { style } from '@vanilla-extract/css';

export const code = style({ overflowWrap: 'anywhere', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' });
