export { CompactHeaderProvider, CompactToggles, CompactPanel, useCompactPanel, defaultCompactHeaderLabels } from './CompactHeader';
export type { CompactPart, CompactHeaderLabels, CompactHeaderProviderProps, CompactTogglesProps, CompactPanelProps, CompactPanelElementProps } from './CompactHeader';
