import type { ReactNode } from 'react';

/** One fact of a record: a term and its value; `wide` spans the whole row where the list lays out in columns. */
export type Fact = readonly [term: string, value: ReactNode] | { term: string; value: ReactNode; wide?: boolean };

const isEmpty = (value: ReactNode) => value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0);

/**
 * A record's facts as a description list (term, value), an empty value shown as —. `children` adds
 * rows of their own (a list of files) after the facts.
 */
export function Facts({
  facts,
  className,
  rowClassName,
  wideClassName,
  label,
  children,
}: {
  facts: readonly Fact[];
  className?: string;
  rowClassName?: string;
  wideClassName?: string;
  /** Names the list where the page shows more than one (承诺信息). */
  label?: string;
  children?: ReactNode;
}) {
  return (
    <dl className={className} aria-label={label}>
      {facts.map((fact) => {
        const { term, value, wide } = 'term' in fact ? fact : { term: fact[0], value: fact[1], wide: false };
        return (
          <div key={term} className={wide ? wideClassName : rowClassName}>
            <dt>{term}</dt>
            <dd>{isEmpty(value) ? '—' : value}</dd>
          </div>
        );
      })}
      {children}
    </dl>
  );
}
