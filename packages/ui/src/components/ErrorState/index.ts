export { ErrorState, defaultErrorStateLabels } from './ErrorState';
export type { ErrorStateProps, ErrorStateLabels } from './ErrorState';
