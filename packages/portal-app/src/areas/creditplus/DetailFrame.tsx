import type { ReactNode } from 'react';
import { catalogueMessage } from '@credit-portal/api-client';
import { Card, ErrorState, TextLink } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { usePendingSearch } from '../../shell/routeData';
import { CreditPlusNav } from './CreditPlusNav';
import { RecordFacts, type Fact } from '../../views/Facts';

export type { Fact };

/** Term and value pairs of one record, in the scenes' two columns. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return <RecordFacts facts={facts} />;
}

interface DetailFrameProps<T> {
  title: string;
  /** What the route's loader read; `null`: the address names no record (the catalogue's not-found message). */
  record: T | null;
  back: { href: string; label: string };
  children: (data: T) => ReactNode;
}

/**
 * A 信用+ detail page's frame: the record, or the catalogue's not-found message with the way back to the
 * list; busy while another record of the same page loads. A failed load is the route's error presentation.
 */
export function DetailFrame<T>({ title, record, back, children }: DetailFrameProps<T>) {
  const pending = usePendingSearch();
  return (
    <Card as="section" look="panel" padding="lg" space="md" aria-busy={pending}>
      <PageTitle>{title}</PageTitle>
      <CreditPlusNav />
      {record === null ? <ErrorState message={catalogueMessage('notFound')} /> : children(record)}
      <TextLink standalone href={back.href}>
        {back.label}
      </TextLink>
    </Card>
  );
}
