export { CentredPage, CentredPanel } from './CentredPage';
export type { CentredPageProps, CentredPanelProps } from './CentredPage';
