import { globalStyle, style } from '@vanilla-extract/css';
import { layers, vars } from '@credit-portal/ui';

// A floating advert passes under the search box, the tab menu and the page's title, never
// over them (the layer scale of @credit-portal/ui).
export const aboveAdverts = style({ position: 'relative', zIndex: layers.aboveAdverts });

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.fontFamily.body,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  zIndex: layers.skipLink,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.brandDark,
  borderRadius: vars.radius.sm,
  ':focus': { top: vars.space.sm, outline: `3px solid ${vars.color.focusRing}` },
});

export const menuBand = style([aboveAdverts, {
  background: vars.color.brand,
}]);

export const menuError = style({
  maxWidth: vars.size.contentWidth,
  margin: '0 auto',
  padding: vars.space.md,
  color: vars.color.onBrand,
});

export const main = style({
  flex: 1,
  width: '100%',
  ':focus': { outline: 'none' },
});

// Every page's own title, whichever component draws it (PageTitle, an article's heading): no specificity,
// so a title's own class (a visually hidden one) keeps its position.
globalStyle(`:where(${main} h1)`, { position: 'relative', zIndex: layers.aboveAdverts });

export const content = style({
  width: '100%',
  maxWidth: vars.size.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  boxSizing: 'border-box',
  // The footer starts below the first screen, so a page whose data arrives late never pushes
  // visible content down (the CLS budget of 0).
  minHeight: '100vh',
});

export const searchBand = style([aboveAdverts, {
  background: vars.color.surface,
  padding: `${vars.space.lg} ${vars.space.md}`,
}]);

export const search = style({
  maxWidth: '800px',
  margin: '0 auto',
});

export const breadcrumbBand = style({
  width: '100%',
  maxWidth: vars.size.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md} 0`,
  boxSizing: 'border-box',
});

export const pageHeader = style([aboveAdverts, {
  width: '100%',
}]);
