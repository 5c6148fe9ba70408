import { forwardRef } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './LoadingBar.css';

export interface LoadingBarProps {
  /** Whether something is loading; nothing is rendered otherwise. */
  active: boolean;
  /** Read by screen readers when loading starts. Default 正在加载… */
  label?: string;
  className?: string;
}

/**
 * The one pending presentation of a page change: a thin bar across the top of the window while the
 * next page's data loads, the current page staying in place and usable. Still when the visitor
 * prefers reduced motion.
 */
export const LoadingBar = forwardRef<HTMLDivElement, LoadingBarProps>(function LoadingBar({ active, label = '正在加载…', className }, ref) {
  return (
    // The live region stays mounted so that its text change is announced.
    <div ref={ref} className={className}>
      <span role="status" className={visuallyHidden}>
        {active ? label : ''}
      </span>
      {active && (
        <div className={styles.root} data-testid="loading-bar" aria-hidden="true">
          <span className={styles.bar} />
        </div>
      )}
    </div>
  );
});
LoadingBar.displayName = 'LoadingBar';
