import { forwardRef, type ReactNode } from 'react';
import * as styles from './ErrorState.css';

export interface ErrorStateLabels {
  /** The heading above the message. */
  title: string;
  retry: string;
  /** The retry button while the caller reports it is retrying. */
  retrying: string;
  /** Used when no message is passed (the catalogue's fallback, spec §8). */
  fallback: string;
}

export const defaultErrorStateLabels: ErrorStateLabels = {
  title: '加载失败',
  retry: '重试',
  retrying: '正在重试…',
  fallback: '系统错误',
};

export interface ErrorStateProps {
  /** The error catalogue's message (spec §8), e.g. 网络异常，请稍后重试. */
  message?: ReactNode;
  /** Shows a 重试 button that calls this. */
  onRetry?: () => void;
  /** The caller is retrying: the button is disabled and says so. */
  retrying?: boolean;
  labels?: Partial<ErrorStateLabels>;
  className?: string;
}

/** Shown where content failed to load; announced at once (role="alert"). */
export const ErrorState = forwardRef<HTMLDivElement, ErrorStateProps>(function ErrorState(
  { message, onRetry, retrying = false, labels: labelOverrides, className },
  ref,
) {
  const labels = { ...defaultErrorStateLabels, ...labelOverrides };
  return (
    <div ref={ref} role="alert" className={[styles.root, className].filter(Boolean).join(' ')}>
      <p className={styles.title}>{labels.title}</p>
      <p className={styles.message}>{message || labels.fallback}</p>
      {onRetry && (
        <button type="button" className={styles.retry} disabled={retrying} onClick={() => onRetry()}>
          {retrying ? labels.retrying : labels.retry}
        </button>
      )}
    </div>
  );
});
ErrorState.displayName = 'ErrorState';
