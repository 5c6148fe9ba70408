import { forwardRef, type Key, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './Facts.css';

export interface Fact {
  /** The term: 统一社会信用代码, 处罚机关… */
  term: ReactNode;
  /** Its value; nothing (null, undefined, '') shows the list's `emptyValue`. */
  value?: ReactNode;
  /** Takes a whole row of a two-column list (a reason, a long address). */
  wide?: boolean;
  /** A stable key when terms repeat or are not text. */
  key?: Key;
}

export const factsLooks = ['plain', 'boxed', 'inline'] as const;
export type FactsLook = (typeof factsLooks)[number];
export const factsTermWidths = ['sm', 'md', 'lg'] as const;
export type FactsTermWidth = (typeof factsTermWidths)[number];

export interface FactsProps {
  items: readonly Fact[];
  /** `2`: two pairs side by side from a tablet's width up (one on a phone and in 关怀版). Default 1. */
  columns?: 1 | 2;
  /**
   * `plain` (default): muted terms beside their values; `boxed`: a bordered table of shaded terms (a record's
   * details); `inline`: the pairs one after another in a wrapping line (a message's writer and dates, a
   * search result's facts), each term right before its value.
   */
  look?: FactsLook;
  /** Room for the terms: `sm` 5, `md` 7 (default), `lg` 9 characters; a longer term wraps. */
  termWidth?: FactsTermWidth;
  /** What a missing value shows; default a dash, read as 暂无. */
  emptyValue?: ReactNode;
  id?: string;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

const defaultEmpty = (
  <>
    <span aria-hidden="true">—</span>
    <span className={visuallyHidden}>暂无</span>
  </>
);

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '' || value === false;

/**
 * Terms and their values as a description list (`<dl>`, each pair in a `<div>`): a record's details, a
 * receipt, an enterprise's basic information. Long values (a credit code, an address, a reason) wrap
 * inside their cell at any width.
 */
export const Facts = forwardRef<HTMLDListElement, FactsProps>(function Facts(
  { items, columns = 1, look = 'plain', termWidth = 'md', emptyValue = defaultEmpty, className, ...rest },
  ref,
) {
  const classes = [styles.facts, styles.looks[look], styles.termWidths[termWidth], columns === 2 && styles.twoColumns, className].filter(Boolean).join(' ');
  return (
    <dl ref={ref} className={classes} {...rest}>
      {items.map((item, index) => (
        <div key={item.key ?? (typeof item.term === 'string' ? item.term : index)} className={[styles.row, item.wide && styles.wide].filter(Boolean).join(' ')}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={[styles.value, isEmpty(item.value) && styles.empty].filter(Boolean).join(' ')}>{isEmpty(item.value) ? emptyValue : item.value}</dd>
        </div>
      ))}
    </dl>
  );
});
Facts.displayName = 'Facts';
