import { assignVars, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { careColours, careSizes } from './careTokens';

// 关怀版 (the MIIT's 互联网网站适老化通用设计规范, 2021): body text 18 pt (24 px) with a line
// height of 1.5, text contrast at least 7:1 (WCAG 1.4.6), larger controls and focus rings. One class per
// theme, because the brand colours must darken to keep white text on them at 7:1: put it on <html> with
// the theme's class.

/**
 * On the element in 关怀版 whatever the theme (each `careMode` class carries it): components and pages
 * write `${careScope} &` for what changes in elder mode, e.g. one column, words beside icons.
 */
export const careScope = style({});

const careClass = (brand: Parameters<typeof careColours>[0]) =>
  style([
    careScope,
    {
      vars: {
        ...assignVars(vars.color, careColours(brand)),
        ...assignVars(vars.fontSize, careSizes.fontSize),
        ...assignVars(vars.lineHeight, careSizes.lineHeight),
        ...assignVars(vars.size, careSizes.size),
      },
      fontSize: careSizes.fontSize.md,
      lineHeight: careSizes.lineHeight.body,
    },
  ]);

/**
 * The elder-mode class for each theme. White on brand: red 7.85:1 (#a31515), blue 10.3:1 (#0d3f80);
 * brandDark on brandSoft above 8:1; text black, muted text 12.6:1.
 */
export const careMode = {
  red: careClass({ brand: '#a31515', brandDark: '#8a1010', brandSoft: '#fdeeee', footerBackground: '#6e0d0d' }),
  blue: careClass({ brand: '#0d3f80', brandDark: '#0a3266', brandSoft: '#eaf1fb', footerBackground: '#0a2c57' }),
} as const;

// A thicker focus ring, further out.
globalStyle(`${careScope} :focus-visible`, { outlineWidth: '4px', outlineOffset: '3px' });
