import { style } from '@vanilla-extract/css';

// The left advert column (position '0') floats beside the content: fixed, so it never shifts the layout.
export const advertColumn = style({
  position: 'fixed',
  left: '8px',
  top: '240px',
  zIndex: 20,
});
