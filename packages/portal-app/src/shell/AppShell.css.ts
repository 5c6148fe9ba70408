import { style } from '@vanilla-extract/css';
import { breakpoints, layers, sharedTokens } from '@credit-portal/ui';

// The left advert column (position '0', up to 120 px wide) stands beside the content: fixed, so it never
// shifts the layout, and as wide as the margin beside the content allows (8 px from the window's edge
// and from the content), so it never covers what a visitor reads or clicks. It shows wherever that
// margin holds at least 56 px: from 1366 px (the commonest laptop screen, the theme's side-column
// breakpoint) up, at 120 px from 1472 px.
// A fixed box's percentages are of the window without its scroll bar, as the content's centring is.
const CONTENT = sharedTokens.size.contentWidth;
export const advertColumn = style({
  position: 'fixed',
  left: '8px',
  top: '240px',
  zIndex: layers.advertColumn,
  width: `min(120px, calc((100% - ${CONTENT}) / 2 - 16px))`,
  '@media': { [breakpoints.belowSideColumn]: { display: 'none' } },
});
