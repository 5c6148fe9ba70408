import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { brandColors, sharedTokens } from './tokens';

/** The alternative theme (spec §9: blue #185aae). White on brand 6.75:1. */
export const blueTheme = createTheme(vars, {
  color: {
    brand: brandColors.blue,
    brandDark: '#124686',
    brandSoft: '#eaf1fb',
    onBrand: '#ffffff',
    text: '#1f2329',
    textMuted: '#5c6370',
    border: '#e3e5e8',
    borderStrong: '#7a818c',
    surface: '#ffffff',
    background: '#f5f6f8',
    danger: '#b71c1c',
    focusRing: '#1f2329',
    footerBackground: '#0f3a70',
    footerText: '#ffffff',
  },
  ...sharedTokens,
});
