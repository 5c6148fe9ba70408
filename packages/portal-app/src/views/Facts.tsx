import type { ReactNode } from 'react';
import { Facts as FactList } from '@credit-portal/ui';

/**
 * One fact of a record: a term and its value; `wide` spans the whole row where the list lays out in columns,
 * `valueClassName` styles the value (a tracking number to copy, a text that keeps its line breaks).
 */
export type Fact = readonly [term: string, value: ReactNode] | { term: string; value: ReactNode; wide?: boolean; valueClassName?: string };

/** A fact, or nothing where a record may lack it (`progress.acceptTime && ['受理时间', …]`): such rows are left out. */
export type OptionalFact = Fact | false | null | undefined | '';

/**
 * A record's facts as the design system's description list (term, value, the term muted, a long value
 * wrapping), an empty value shown as — and a fact given as nothing left out.
 */
export function Facts({ facts, className, label }: { facts: readonly OptionalFact[]; className?: string; label?: string }) {
  return <FactList items={factItems(facts)} className={className} aria-label={label} />;
}

/** The facts given (nothing left out) as the design system's Facts items. */
export const factItems = (facts: readonly OptionalFact[]) =>
  facts.flatMap((fact) => {
    if (!fact) return [];
    // An empty list (no files) is no value: the list shows its dash.
    if (!('term' in fact)) return [{ term: fact[0], value: Array.isArray(fact[1]) && fact[1].length === 0 ? null : fact[1] }];
    const { term, value, wide, valueClassName } = fact;
    return [{ term, wide, value: valueClassName && value !== '' && value != null ? <span className={valueClassName}>{value}</span> : value }];
  });

/**
 * A record's facts as a bordered table of shaded terms, two pairs side by side from a tablet's width up
 * (one on a phone and in 关怀版), a `wide` fact across the row: a publicity record, a commitment.
 */
export function RecordFacts({ facts, label }: { facts: readonly OptionalFact[]; label?: string }) {
  return <FactList look="boxed" columns={2} termWidth="lg" items={factItems(facts)} aria-label={label} />;
}

/** Facts as detail pages, receipts and look-up answers show a record: the term muted beside its value. */
export const ColumnFacts = Facts;
