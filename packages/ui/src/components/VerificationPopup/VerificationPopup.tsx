import { forwardRef, useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { Dialog, dialogButton } from '../Dialog/Dialog';
import {
  isVerificationUrl,
  openVerificationWindow,
  VERIFICATION_POPUP_HEIGHT,
  VERIFICATION_POPUP_WIDTH,
  type VerificationWindowHandle,
  type VerificationWindowOptions,
} from './openVerificationWindow';
import * as styles from './VerificationPopup.css';

export interface VerificationPopupLabels {
  title: string;
  description: string;
  /** Accessible name of the frame. */
  frame: string;
  done: string;
  refused: string;
}

export const defaultVerificationPopupLabels: VerificationPopupLabels = {
  title: '访问验证',
  description: '您的访问过于频繁，请在下方完成验证后点击“完成验证”。',
  frame: '访问验证页面',
  done: '完成验证',
  refused: '验证页面地址无效，请刷新页面后重试。',
};

export interface VerificationPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The crawler guard's verification page. */
  url: string;
  width?: number;
  height?: number;
  labels?: Partial<VerificationPopupLabels>;
}

/**
 * The in-page fallback of the verification popup (spec §4, §8), for browsers that block
 * popups: a dialog holding the guard's page in a 560x400 frame, and a button to close it.
 */
export const VerificationPopup = forwardRef<HTMLDivElement, VerificationPopupProps>(function VerificationPopup(
  {
    open,
    onOpenChange,
    url,
    width = VERIFICATION_POPUP_WIDTH,
    height = VERIFICATION_POPUP_HEIGHT,
    labels: labelOverrides,
  },
  ref,
) {
  const labels = { ...defaultVerificationPopupLabels, ...labelOverrides };
  const allowed = isVerificationUrl(url);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        ref={ref}
        title={labels.title}
        description={labels.description}
        style={{ width: `min(${width + 32}px, calc(100vw - 32px))` }}
      >
        <Dialog.Body>
          {allowed ? (
            <iframe
              src={url}
              title={labels.frame}
              width={width}
              height={height}
              className={styles.frame}
            />
          ) : (
            <p role="alert" className={styles.refused}>
              {labels.refused}
            </p>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close className={dialogButton({ variant: 'primary' })}>{labels.done}</Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
});
VerificationPopup.displayName = 'VerificationPopup';

export type VerificationPopupOptions = Omit<VerificationWindowOptions, 'onClosed'> & {
  /** After the popup or the in-page dialog was closed; the app reloads (spec §4). */
  onClosed: () => void;
  labels?: Partial<VerificationPopupLabels>;
};

export interface VerificationPopupControl {
  /** Opens the verification page: as a popup, or in the page if popups are blocked. */
  open: (url: string) => void;
  /** Render it once; it shows only when the popup was blocked. */
  dialog: ReactElement;
}

/** The verification popup with its in-page fallback, as one hook. */
export function useVerificationPopup(options: VerificationPopupOptions): VerificationPopupControl {
  const { onClosed, labels, ...windowOptions } = options;
  // The in-page dialog's guard page, kept while the dialog closes: its frame is still drawn then (the
  // closing may be animated), and a frame without an address would load this very page.
  const [fallback, setFallback] = useState<{ url: string; open: boolean } | null>(null);
  const handle = useRef<VerificationWindowHandle | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => () => handle.current?.stop(), []);

  const open = useCallback((url: string) => {
    handle.current?.stop();
    const { onClosed: closed, labels: _labels, ...rest } = latest.current;
    handle.current = openVerificationWindow(url, { ...rest, onClosed: closed });
    if (handle.current.blocked) setFallback({ url, open: true });
  }, []);

  const dialog = (
    <VerificationPopup
      open={fallback?.open ?? false}
      url={fallback?.url ?? ''}
      width={windowOptions.width}
      height={windowOptions.height}
      labels={labels}
      onOpenChange={(next) => {
        if (next) return;
        setFallback((shown) => shown && { ...shown, open: false });
        onClosed();
      }}
    />
  );
  return { open, dialog };
}
