import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import { Dialog, dialogButton } from '../Dialog/Dialog';
import { isSafeUrl } from '../../links/safeUrl';
import * as styles from './ExternalLinkDialog.css';

/** Spec §9: the new window opens 300 ms after 确定. */
export const EXTERNAL_LINK_DELAY_MS = 300;

/** Where 不再提示 is remembered unless the app names its own key (spec §9: a fixed key). */
export const defaultExternalLinkStorageKey = 'credit-portal:external-link:no-confirm';

/** The part of `Storage` the dialog uses, so tests and apps can hand in their own. */
export type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type OpenWindow = (url: string) => void;

/** Opens an address in a new window without giving it a handle on this one. */
export const openInNewWindow: OpenWindow = (url) => {
  window.open(url, '_blank', 'noopener,noreferrer');
};

/** The browser's localStorage, or null where it is unavailable (private modes, sandboxed frames). */
export function browserLocalStorage(): FlagStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Whether the visitor ticked 不再提示 before. */
export function isExternalLinkConfirmSkipped(
  storage: FlagStorage | null | undefined,
  key: string = defaultExternalLinkStorageKey,
): boolean {
  try {
    return storage?.getItem(key) === '1';
  } catch {
    return false;
  }
}

export interface ExternalLinkDialogLabels {
  title: string;
  /** Before the address: 您即将离开本站，前往： */
  leaving: string;
  dontAskAgain: string;
  confirm: string;
  cancel: string;
  /** Shown instead for an address the portal does not follow. */
  refused: string;
  close: string;
}

export const defaultExternalLinkDialogLabels: ExternalLinkDialogLabels = {
  title: '温馨提示',
  leaving: '您即将离开本站，前往：',
  dontAskAgain: '不再提示',
  confirm: '确定',
  cancel: '取消',
  refused: '该链接地址不安全，已阻止打开：',
  close: '关闭',
};

export interface ExternalLinkDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address the visitor chose. */
  href: string | null;
  /** Called after 确定, with the address, once the window was opened. */
  onConfirm?: (href: string) => void;
  /** Opens the address; default `window.open(url, '_blank', 'noopener,noreferrer')`. */
  openWindow?: OpenWindow;
  /** Delay before opening, default 300 ms (spec §9). */
  delayMs?: number;
  /** Where 不再提示 is remembered; default localStorage. */
  storage?: FlagStorage | null;
  storageKey?: string;
  labels?: Partial<ExternalLinkDialogLabels>;
}

/**
 * The confirmation before leaving the portal (spec §4): 您即将离开本站，前往：{address}, with
 * 不再提示, 确定 (opens the address in a new window after 300 ms) and 取消. Only http, https,
 * mailto and tel addresses are followed; others are refused with a message. The ref points at
 * the dialog box.
 */
export const ExternalLinkDialog = forwardRef<HTMLDivElement, ExternalLinkDialogProps>(
  function ExternalLinkDialog(
    {
      open,
      onOpenChange,
      href,
      onConfirm,
      openWindow = openInNewWindow,
      delayMs = EXTERNAL_LINK_DELAY_MS,
      storage,
      storageKey = defaultExternalLinkStorageKey,
      labels: labelOverrides,
    },
    ref,
  ) {
    const labels = { ...defaultExternalLinkDialogLabels, ...labelOverrides };
    const [dontAskAgain, setDontAskAgain] = useState(false);
    const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
    const checkboxId = useId();
    const safe = href !== null && isSafeUrl(href);

    useEffect(() => {
      if (open) setDontAskAgain(false);
    }, [open]);
    useEffect(() => () => clearTimeout(timer.current), []);

    const confirm = () => {
      if (!safe || href === null) return;
      if (dontAskAgain) {
        try {
          (storage === undefined ? browserLocalStorage() : storage)?.setItem(storageKey, '1');
        } catch {
          // Storage full or refused: the confirmation will simply show again next time.
        }
      }
      onOpenChange(false);
      const url = href.trim();
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        openWindow(url);
        onConfirm?.(url);
      }, delayMs);
    };

    return (
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Content
          ref={ref}
          title={labels.title}
          labels={{ close: labels.close }}
          // A refused address has only the 关闭 button of the footer.
          showCloseButton={safe}
        >
          <Dialog.Body>
            {safe ? (
              <>
                <p className={styles.message}>
                  {labels.leaving}
                  <span className={styles.address}>{href}</span>
                </p>
                <div className={styles.checkboxRow}>
                  <input
                    id={checkboxId}
                    type="checkbox"
                    checked={dontAskAgain}
                    onChange={(event) => setDontAskAgain(event.target.checked)}
                    className={styles.checkbox}
                  />
                  <label htmlFor={checkboxId}>{labels.dontAskAgain}</label>
                </div>
              </>
            ) : (
              <p className={styles.refused} role="alert">
                {labels.refused}
                <span className={styles.address}>{href ?? ''}</span>
              </p>
            )}
          </Dialog.Body>
          <Dialog.Footer>
            {safe ? (
              <>
                <Dialog.Close className={dialogButton({ variant: 'secondary' })}>{labels.cancel}</Dialog.Close>
                <button type="button" className={dialogButton({ variant: 'primary' })} onClick={confirm}>
                  {labels.confirm}
                </button>
              </>
            ) : (
              <Dialog.Close className={dialogButton({ variant: 'secondary' })}>{labels.close}</Dialog.Close>
            )}
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    );
  },
);
ExternalLinkDialog.displayName = 'ExternalLinkDialog';
