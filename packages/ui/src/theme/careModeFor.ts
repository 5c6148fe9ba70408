// An elder-mode (关怀版) class for a theme of one's own, such as a city's palette: call it from a .css.ts
// file (a .css.ts file may export only values, not this function).
import { assignVars, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { careScope } from './careMode.css';
import { careColours, careSizes } from './careTokens';

/** Its brand colours must be dark enough that white on brand and on the footer reaches 7:1. */
export function careModeFor(brand: { brand: string; brandDark: string; brandSoft: string; footerBackground: string }): string {
  return style([
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
}
