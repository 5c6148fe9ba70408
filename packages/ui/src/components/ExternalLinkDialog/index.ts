export {
  ExternalLinkDialog,
  EXTERNAL_LINK_DELAY_MS,
  defaultExternalLinkStorageKey,
  defaultExternalLinkDialogLabels,
  isExternalLinkConfirmSkipped,
  openInNewWindow,
} from './ExternalLinkDialog';
export type {
  ExternalLinkDialogProps,
  ExternalLinkDialogLabels,
  FlagStorage,
  OpenWindow,
} from './ExternalLinkDialog';
export { useExternalLinkConfirm } from './useExternalLinkConfirm';
export type { ExternalLinkConfirm, ExternalLinkConfirmOptions } from './useExternalLinkConfirm';
