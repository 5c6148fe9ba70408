export { UiProvider, DefaultLink, useUiLink } from './UiProvider';
export type { UiProviderProps, UiLinkProps, UiLinkComponent, UiContextValue } from './UiProvider';
