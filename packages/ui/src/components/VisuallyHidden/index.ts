export { VisuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenProps, VisuallyHiddenElement } from './VisuallyHidden';
