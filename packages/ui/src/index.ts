// Public surface of @credit-portal/ui. Named exports only, so bundlers can drop what an app
// does not use. Styles: import '@credit-portal/ui/style.css' once in the app.

// The small global base (font stack, focus outline) goes into style.css with everything else.
import './theme/global.css';

export { vars, redTheme, blueTheme, careMode, careScope, careColours, careSizes, sharedTokens, neutralColors, brandColors, fontStack, breakpoints, breakpointWidths, media, layers } from './theme';
export type { ThemeVars, Layer, BreakpointName } from './theme';
// 关怀版's words beside symbols, for pages' own symbols too: careWord shows a word there, standardOnly hides the symbol.
export { careWord, standardOnly } from './styles/careWord.css';

export * from './components/UiProvider';
export * from './components/SiteHeader';
export * from './components/CompactHeader';
export * from './components/SearchBar';
export * from './components/TabMenu';
export * from './components/SiteFooter';
// Shells, navigation, dialogs and adverts.
export * from './components/Dialog';
export * from './components/Tabs';
export * from './components/CaptchaDialog';
export * from './components/ExternalLinkDialog';
export * from './components/VerificationPopup';
export * from './components/Toast';
export * from './components/AdvertFloat';
export * from './components/AdvertColumn';
export * from './components/SiteLinksMenu';
export * from './components/NewStyleHeader';
export * from './components/NewStyleFooter';
export * from './components/PageHeader';
export * from './components/SubsiteHeader';
export * from './components/SideMenu';
export * from './components/SubsiteTabs';
export * from './components/Breadcrumb';
export * from './components/AccessibilityToolbar';
export * from './links';
export { minimumTarget } from './styles/minimumTarget.css';

// Layout: boxes, stacks, rows, columns and tiles on the theme's spacing scale and breakpoints.
export * from './layout';
export * from './components/VisuallyHidden';
export * from './components/SectionHeading';
export * from './components/Notice';
export * from './components/Facts';
export * from './components/Text';
export * from './components/Card';
export * from './components/Badge';
export * from './components/Figures';
export * from './components/ProgressSteps';
export * from './components/CentredPage';

// Lists, details, states and forms.
export * from './components/Button';
export * from './components/Pagination';
export * from './components/ContentCard';
export * from './components/NewsList';
export * from './components/DataTable';
export * from './components/ArticleView';
export * from './components/EmptyState';
export * from './components/ErrorState';
export * from './components/Skeleton';
export * from './components/LoadingBar';
export * from './components/Field';
export * from './components/TextInput';
export * from './components/Textarea';
export * from './components/Select';
export * from './components/RadioGroup';
export * from './components/Checkbox';
export * from './components/DateInput';
export * from './components/FileUpload';
export * from './components/Form';
export * from './format';
export { useHydrated } from './hydration/useHydrated';

export * from './validators';
