// 关怀版's sizes and colours (careMode.css.ts): plain values, shared by the themes' elder-mode classes
// and by an app's own theme, which makes its 关怀版 class of them with careScope in a .css.ts file of its own.
import { sharedTokens } from './tokens';

export const careSizes = {
  // Body text (sm in list titles and tables, md elsewhere) at 18 pt; dates and notes (xs) at 15 pt.
  fontSize: { xs: '20px', sm: '24px', md: '24px', lg: '28px', xl: '32px', xxl: '36px' },
  lineHeight: { tight: '1.4', body: '1.5' },
  size: { ...sharedTokens.size, controlHeight: '52px' },
};

export const careColours = (brand: { brand: string; brandDark: string; brandSoft: string; footerBackground: string }) => ({
  ...brand,
  onBrand: '#ffffff',
  text: '#000000',
  textMuted: '#333333',
  border: '#767676',
  borderStrong: '#4d4d4d',
  surface: '#ffffff',
  background: '#ffffff',
  danger: '#8a0000',
  focusRing: '#000000',
  footerText: '#ffffff',
});

