import { forwardRef, type ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** What is missing. Default 暂无数据. */
  title?: ReactNode;
  /** A sentence of help, e.g. what to change in the search. */
  description?: ReactNode;
  /** Buttons or links, e.g. 返回首页. */
  children?: ReactNode;
  /** Hide the drawing (e.g. inside a small table cell). */
  hideIcon?: boolean;
  className?: string;
}

/** Shown instead of a list, table or article that has nothing to show. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title = '暂无数据', description, children, hideIcon = false, className },
  ref,
) {
  return (
    <div ref={ref} className={[styles.root, className].filter(Boolean).join(' ')}>
      {!hideIcon && (
        <svg className={styles.icon} viewBox="0 0 64 48" aria-hidden="true" focusable="false">
          <path d="M8 18 18 4h28l10 14v24a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2Z" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M8 18h14l3 6h14l3-6h14" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      )}
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
});
EmptyState.displayName = 'EmptyState';
