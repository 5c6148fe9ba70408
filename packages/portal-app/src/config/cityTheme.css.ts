// The design system's theme in the city's colours (cities/<city>/portal.json's palette): the neutral
// colours and tokens every city shares, the brand colours its own. Contrast of each city's palette is
// checked by src/config/cities.test.ts (white on brand at least 4.5:1, 7:1 in 关怀版).
import { assignVars, createTheme, style } from '@vanilla-extract/css';
import { careColours, careScope, careSizes, neutralColors, sharedTokens, vars } from '@credit-portal/ui';
import city from 'virtual:city/portal.json';

const { care, ...brand } = city.palette;

export const cityTheme = createTheme(vars, {
  color: { ...brand, ...neutralColors },
  ...sharedTokens,
});

/** 关怀版 in the city's darker brand colours (dark enough that white on brand and on the footer reaches 7:1), with the design system's 关怀版 sizes. */
export const cityCareMode = style([
  careScope,
  {
    vars: {
      ...assignVars(vars.color, careColours(care)),
      ...assignVars(vars.fontSize, careSizes.fontSize),
      ...assignVars(vars.lineHeight, careSizes.lineHeight),
      ...assignVars(vars.size, careSizes.size),
    },
    fontSize: careSizes.fontSize.md,
    lineHeight: careSizes.lineHeight.body,
  },
]);
