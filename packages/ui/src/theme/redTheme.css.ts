import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { brandColors, neutralColors, sharedTokens } from './tokens';

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
    ...neutralColors,
    footerBackground: '#8e1515',
    footerText: '#ffffff',
  },
  ...sharedTokens,
});
