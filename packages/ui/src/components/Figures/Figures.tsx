import { forwardRef, type Key, type ReactNode } from 'react';
import * as styles from './Figures.css';

export const figuresLooks = ['outline', 'soft'] as const;
export type FiguresLook = (typeof figuresLooks)[number];

export interface Figure {
  /** What is counted: 累计受理, 授信金额（万元）… */
  label: ReactNode;
  /** The count, formatted by the page (a thousands separator, a unit). */
  value: ReactNode;
  key?: Key;
}

export interface FiguresProps {
  items: readonly Figure[];
  /** `outline` (default): cards with the brand's colour along their top; `soft`: on the brand's tint. */
  look?: FiguresLook;
  id?: string;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * A few counts side by side (受理情况's totals, a platform's figures, a user's points): a description
 * list, each label read before its number, as many in a row as fit and one per row in 关怀版.
 */
export const Figures = forwardRef<HTMLDListElement, FiguresProps>(function Figures({ items, look = 'outline', className, ...rest }, ref) {
  return (
    <dl ref={ref} className={[styles.figures, className].filter(Boolean).join(' ')} {...rest}>
      {items.map((item, index) => (
        <div key={item.key ?? (typeof item.label === 'string' ? item.label : index)} className={[styles.figure, styles.looks[look]].join(' ')}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
});
Figures.displayName = 'Figures';
