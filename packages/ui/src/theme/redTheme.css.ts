import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { brandColors, sharedTokens } from './tokens';

/**
 * The product's theme (spec §9: red #e22323). Contrast checked for AA: white on brand 4.67:1,
 * brandDark on brandSoft 5.83:1, textMuted on background 5.59:1.
 */
export const redTheme = createTheme(vars, {
  color: {
    brand: brandColors.red,
    brandDark: '#b71c1c',
    brandSoft: '#fdeeee',
    onBrand: '#ffffff',
    text: '#1f2329',
    textMuted: '#5c6370',
    border: '#e3e5e8',
    borderStrong: '#7a818c',
    surface: '#ffffff',
    background: '#f5f6f8',
    danger: '#b71c1c',
    focusRing: '#1f2329',
    footerBackground: '#8e1515',
    footerText: '#ffffff',
  },
  ...sharedTokens,
});
