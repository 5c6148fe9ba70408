// The design system's theme in the city's colours (cities/<city>/portal.json's palette): the neutral
// colours and tokens every city shares, the brand colours its own. Contrast of each city's palette is
// checked by src/config/cities.test.ts (white on brand at least 4.5:1, 7:1 in 关怀版).
//
// The design system's red theme and its 关怀版 class carry what every city shares (neutral colours, the
// tokens, 关怀版's sizes and colours); the city's class after each sets only its brand colours, so every
// page's stylesheet holds the shared values once rather than a second copy of the whole theme.
import { style } from '@vanilla-extract/css';
import { careMode, redTheme, vars } from '@credit-portal/ui';
import city from 'virtual:city/portal.json';

const { care, ...brand } = city.palette;

/** The city's colours as values of the theme's colour variables. */
const colours = (palette: Partial<Record<keyof typeof vars.color, string>>) =>
  Object.fromEntries(Object.entries(palette).map(([name, value]) => [vars.color[name as keyof typeof vars.color], value]));

export const cityTheme = style([redTheme, { vars: colours(brand) }]);

/** 关怀版 in the city's darker brand colours (dark enough that white on brand and on the footer reaches 7:1), with the design system's 关怀版 sizes. */
export const cityCareMode = style([careMode.red, { vars: colours(care) }]);
