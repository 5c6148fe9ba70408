import { forwardRef } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './Skeleton.css';

export type SkeletonVariant = (typeof styles.skeletonVariants)[number];
export { skeletonVariants } from './Skeleton.css';

export interface SkeletonProps {
  /** The shape of what is loading: a news list, content cards or a table. */
  variant?: SkeletonVariant;
  /** Rows (list, table) or cards. Default 5 rows, 3 cards. */
  count?: number;
  /** Table columns. Default 4. */
  columns?: number;
  /** Read by screen readers. Default 正在加载… */
  label?: string;
  className?: string;
}

const cx = (...names: string[]) => names.join(' ');
const textWidth = (i: number) => styles.textWidths[i % styles.textWidths.length] as string;

/** A placeholder while content loads; the container is `aria-busy`. */
export const Skeleton = forwardRef<HTMLDivElement, SkeletonProps>(function Skeleton(
  { variant = 'list', count, columns = 4, label = '正在加载…', className },
  ref,
) {
  const n = count ?? (variant === 'card' ? 3 : 5);
  const items = Array.from({ length: n }, (_, i) => i);
  return (
    <div
      ref={ref}
      aria-busy="true"
      data-variant={variant}
      className={[styles.root({ variant }), className].filter(Boolean).join(' ')}
    >
      <span role="status" className={visuallyHidden}>
        {label}
      </span>
      {variant === 'list' &&
        items.map((i) => (
          <div key={i} className={styles.listRow} aria-hidden="true">
            <span className={cx(styles.bar, textWidth(i))} />
            <span className={cx(styles.bar, styles.date)} />
          </div>
        ))}
      {variant === 'card' &&
        items.map((i) => (
          <div key={i} className={styles.card} aria-hidden="true">
            <span className={cx(styles.bar, textWidth(i), styles.heading)} />
            <span className={cx(styles.bar, styles.cardLines.first)} />
            <span className={cx(styles.bar, styles.cardLines.second)} />
            <span className={cx(styles.bar, styles.cardLines.third)} />
          </div>
        ))}
      {variant === 'table' &&
        [-1, ...items].map((i) => (
          <div key={i} className={[styles.tableRow, i < 0 ? styles.tableHead : ''].join(' ')} aria-hidden="true">
            {Array.from({ length: columns }, (_, c) => (
              <span key={c} className={cx(styles.bar, c === 0 ? styles.tableCell.first : styles.tableCell.other)} />
            ))}
          </div>
        ))}
    </div>
  );
});
Skeleton.displayName = 'Skeleton';
