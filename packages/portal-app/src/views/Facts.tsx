import type { ReactNode } from 'react';
import { Facts as FactList } from '@credit-portal/ui';
import * as forms from './forms.css';

/**
 * One fact of a record: a term and its value; `wide` spans the whole row where the list lays out in columns,
 * `valueClassName` styles the value (a tracking number to copy, a text that keeps its line breaks).
 */
export type Fact = readonly [term: string, value: ReactNode] | { term: string; value: ReactNode; wide?: boolean; valueClassName?: string };

/** A fact, or nothing where a record may lack it (`progress.acceptTime && ['受理时间', …]`): such rows are left out. */
export type OptionalFact = Fact | false | null | undefined | '';

const isEmpty = (value: ReactNode) => value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0);

/**
 * A record's facts as a description list (term, value), an empty value shown as — and a fact given as
 * nothing left out. `children` adds rows of their own (a list of files) after the facts.
 */
export function Facts({
  facts,
  className,
  rowClassName,
  wideClassName,
  label,
  children,
}: {
  facts: readonly OptionalFact[];
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
        if (!fact) return null;
        const { term, value, wide, valueClassName } = 'term' in fact ? fact : { term: fact[0], value: fact[1], wide: false, valueClassName: undefined };
        return (
          <div key={term} className={wide ? wideClassName : rowClassName}>
            <dt>{term}</dt>
            <dd className={valueClassName}>{isEmpty(value) ? '—' : value}</dd>
          </div>
        );
      })}
      {children}
    </dl>
  );
}

/** The facts given (nothing left out) as the design system's Facts items. */
export const factItems = (facts: readonly OptionalFact[]) =>
  facts.flatMap((fact) => (fact ? [{ term: 'term' in fact ? fact.term : fact[0], value: 'term' in fact ? fact.value : fact[1], wide: 'term' in fact ? fact.wide : false }] : []));

/**
 * A record's facts as a bordered table of shaded terms, two pairs side by side from a tablet's width up
 * (one on a phone and in 关怀版), a `wide` fact across the row: a publicity record, a commitment.
 */
export function RecordFacts({ facts, label }: { facts: readonly OptionalFact[]; label?: string }) {
  return <FactList look="boxed" columns={2} termWidth="lg" items={factItems(facts)} aria-label={label} />;
}

/**
 * Facts in the portal's usual two columns (views/forms.css: the term muted, a long value wrapping), as
 * detail pages, receipts and look-up answers show a record.
 */
export function ColumnFacts({ facts, label }: { facts: readonly OptionalFact[]; label?: string }) {
  return <Facts className={forms.facts} rowClassName={forms.factRow} facts={facts} label={label} />;
}
