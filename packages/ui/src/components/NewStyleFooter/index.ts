export { NewStyleFooter, defaultNewStyleFooterLabels } from './NewStyleFooter';
export type { NewStyleFooterProps, NewStyleFooterLabels } from './NewStyleFooter';
