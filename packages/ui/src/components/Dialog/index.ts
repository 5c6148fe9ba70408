export { Dialog, defaultDialogLabels, dialogButton, dialogButtonVariants } from './Dialog';
export type { DialogContentProps, DialogLabels, DialogButtonVariant } from './Dialog';
