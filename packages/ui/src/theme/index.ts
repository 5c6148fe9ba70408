export { vars } from './contract.css';
export type { ThemeVars } from './contract.css';
export { redTheme } from './redTheme.css';
export { blueTheme } from './blueTheme.css';
export { sharedTokens, neutralColors, brandColors, fontStack, breakpoints, breakpointWidths, media } from './tokens';
export type { BreakpointName } from './tokens';
export { layers } from './layers';
export type { Layer } from './layers';
export { careMode, careScope } from './careMode.css';
// 关怀版's colours for a brand and its sizes, plain values: an app's own theme makes its 关怀版 class of them (with careScope) in a .css.ts file of its own.
export { careColours, careSizes } from './careTokens';
