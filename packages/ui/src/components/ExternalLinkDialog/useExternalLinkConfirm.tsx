import { useCallback, useState, type ReactElement } from 'react';
import {
  browserLocalStorage,
  defaultExternalLinkStorageKey,
  ExternalLinkDialog,
  isExternalLinkConfirmSkipped,
  openInNewWindow,
  type ExternalLinkDialogProps,
} from './ExternalLinkDialog';
import { isSafeUrl } from '../../links/safeUrl';

export type ExternalLinkConfirmOptions = Pick<
  ExternalLinkDialogProps,
  'openWindow' | 'delayMs' | 'storage' | 'storageKey' | 'labels' | 'onConfirm'
>;

export interface ExternalLinkConfirm {
  /**
   * Asks before leaving for `href`: opens the confirmation, or opens the address directly when
   * the visitor ticked 不再提示 before. Fits TabMenu's and SiteLinksMenu's `onExternalLink`.
   */
  confirm: (href: string) => void;
  /** Render it once, anywhere in the page. */
  dialog: ReactElement;
}

/** The external-link confirmation as a hook (spec §4). */
export function useExternalLinkConfirm(options: ExternalLinkConfirmOptions = {}): ExternalLinkConfirm {
  const { openWindow = openInNewWindow, storageKey = defaultExternalLinkStorageKey, onConfirm } = options;
  const storage = options.storage === undefined ? browserLocalStorage() : options.storage;
  const [href, setHref] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  const confirm = useCallback(
    (next: string) => {
      // Spec §4: once 不再提示 was ticked, later links open directly.
      if (isSafeUrl(next) && isExternalLinkConfirmSkipped(storage, storageKey)) {
        const url = next.trim();
        openWindow(url);
        onConfirm?.(url);
        return;
      }
      setHref(next);
      setOpen(true);
    },
    [storage, storageKey, openWindow, onConfirm],
  );

  const dialog = (
    <ExternalLinkDialog
      {...options}
      storage={storage}
      storageKey={storageKey}
      openWindow={openWindow}
      open={open}
      onOpenChange={setOpen}
      href={href}
    />
  );

  return { confirm, dialog };
}
