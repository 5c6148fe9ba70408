export { vars } from './contract.css';
export type { ThemeVars } from './contract.css';
export { redTheme } from './redTheme.css';
export { blueTheme } from './blueTheme.css';
export { sharedTokens, brandColors, fontStack, breakpoints, breakpointWidths, media } from './tokens';
export type { BreakpointName } from './tokens';
export { layers } from './layers';
export type { Layer } from './layers';
export { careMode, careModeFor, careScope } from './careMode.css';
