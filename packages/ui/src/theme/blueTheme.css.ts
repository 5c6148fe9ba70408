import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { brandColors, neutralColors, sharedTokens } from './tokens';

/** The alternative theme (spec §9: blue #185aae). White on brand 6.75:1. */
export const blueTheme = createTheme(vars, {
  color: {
    brand: brandColors.blue,
    brandDark: '#124686',
    brandSoft: '#eaf1fb',
    onBrand: '#ffffff',
    ...neutralColors,
    footerBackground: '#0f3a70',
    footerText: '#ffffff',
  },
  ...sharedTokens,
});
