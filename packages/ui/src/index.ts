// Public surface of @credit-portal/ui. Named exports only, so bundlers can drop what an app
// does not use. Styles: import '@credit-portal/ui/style.css' once in the app.

// The small global base (font stack, focus outline) goes into style.css with everything else.
import './theme/global.css';

export { vars, redTheme, blueTheme, sharedTokens, brandColors, fontStack } from './theme';
export type { ThemeVars } from './theme';

export * from './components/UiProvider';
export * from './components/SiteHeader';
export * from './components/SearchBar';
export * from './components/TabMenu';
export * from './components/SiteFooter';

export * from './validators';
