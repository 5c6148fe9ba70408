import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { careWord, iconButtonWithCareWord } from '../../styles/careWord.css';
import * as styles from './Toast.css';

/** Spec §8: toasts last 3 s; error toasts 5 s. */
export const TOAST_DURATION_MS = 3000;
export const ERROR_TOAST_DURATION_MS = 5000;

export const toastKinds = ['success', 'info', 'error'] as const;
export type ToastKind = (typeof toastKinds)[number];

export interface ToastApi {
  success: (message: string) => number;
  info: (message: string) => number;
  error: (message: string) => number;
  dismiss: (id: number) => void;
}

export interface ToastLabels {
  /** Name of each toast's × button, shown beside it in 关怀版. */
  dismiss: string;
  /** Read before the message, by kind. */
  kinds: Record<ToastKind, string>;
}

export const defaultToastLabels: ToastLabels = {
  dismiss: '关闭通知',
  kinds: { success: '成功：', info: '提示：', error: '错误：' },
};

export interface ToastProviderProps {
  children?: ReactNode;
  durationMs?: number;
  errorDurationMs?: number;
  labels?: Partial<ToastLabels>;
}

interface ToastEntry {
  id: number;
  kind: ToastKind;
  message: string;
}

// Ids only need to be unique within the page.
let lastToastId = 0;

const ToastContext = createContext<ToastApi | null>(null);
ToastContext.displayName = 'ToastContext';

interface ToastItemProps {
  entry: ToastEntry;
  durationMs: number;
  labels: ToastLabels;
  onDismiss: (id: number) => void;
}

/** One toast: it goes after its time, which stops while it is hovered or focused. */
function ToastItem({ entry, durationMs, labels, onDismiss }: ToastItemProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(durationMs);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(entry.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, entry.id, onDismiss]);

  return (
    <div
      className={styles.toast({ kind: entry.kind })}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
          setFocused(false);
        }
      }}
    >
      <p className={styles.message}>
        <span className={styles.kind}>{labels.kinds[entry.kind]}</span>
        {entry.message}
      </p>
      {/* The × speaks as its word, which 关怀版 shows beside it: one name in both modes. */}
      <button type="button" className={`${styles.dismiss} ${iconButtonWithCareWord}`} onClick={() => onDismiss(entry.id)}>
        <span aria-hidden="true">×</span>
        <span className={careWord}>{labels.dismiss}</span>
      </button>
    </div>
  );
}

/**
 * Supplies `useToast()` and shows its messages (spec §8): success and info in a polite
 * `role="status"` region for 3 s, errors in a `role="alert"` region for 5 s. Place it inside
 * the theme class.
 */
export function ToastProvider({
  children,
  durationMs = TOAST_DURATION_MS,
  errorDurationMs = ERROR_TOAST_DURATION_MS,
  labels: labelOverrides,
}: ToastProviderProps) {
  const labels: ToastLabels = {
    ...defaultToastLabels,
    ...labelOverrides,
    kinds: { ...defaultToastLabels.kinds, ...labelOverrides?.kinds },
  };
  const [entries, setEntries] = useState<ToastEntry[]>([]);

  const dismiss = useCallback((id: number) => {
    setEntries((previous) => previous.filter((entry) => entry.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = (kind: ToastKind) => (message: string) => {
      lastToastId += 1;
      const id = lastToastId;
      setEntries((previous) => [...previous, { id, kind, message }]);
      return id;
    };
    return { success: show('success'), info: show('info'), error: show('error'), dismiss };
  }, [dismiss]);

  const render = (entry: ToastEntry) => (
    <ToastItem
      key={entry.id}
      entry={entry}
      durationMs={entry.kind === 'error' ? errorDurationMs : durationMs}
      labels={labels}
      onDismiss={dismiss}
    />
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The live regions stay in the page, so a message added to them is announced. */}
      <div className={styles.viewport}>
        <div role="alert" className={styles.stack}>
          {entries.filter((entry) => entry.kind === 'error').map(render)}
        </div>
        <div role="status" className={styles.stack}>
          {entries.filter((entry) => entry.kind !== 'error').map(render)}
        </div>
      </div>
    </ToastContext.Provider>
  );
}
ToastProvider.displayName = 'ToastProvider';

/** `toast.success(message)`, `toast.info(message)`, `toast.error(message)`; needs a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
