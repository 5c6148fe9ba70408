import { style } from '@vanilla-extract/css';

// The left advert column (position '0', 120 px wide) floats beside the content: fixed, so it never
// shifts the layout. It shows only where the margin beside the 1200 px content can hold it, so it
// never covers what a visitor reads or clicks (at 1280 or 1440 px it would).
const COLUMN_ROOM = 1200 + 2 * (8 + 120 + 8);
export const advertColumn = style({
  position: 'fixed',
  left: '8px',
  top: '240px',
  zIndex: 20,
  '@media': { [`screen and (max-width: ${COLUMN_ROOM - 1}px)`]: { display: 'none' } },
});
