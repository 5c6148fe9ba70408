import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { catalogueMessage } from '@credit-portal/api-client';
import { ErrorState, Skeleton } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import type { Resource } from '../../shell/useResource';
import { CreditPlusNav } from './CreditPlusNav';
import * as styles from './creditplus.css';

export interface Fact {
  term: string;
  value: ReactNode;
  wide?: boolean;
}

/** Term and value pairs of one record. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.term} className={fact.wide ? styles.wide : undefined}>
          <dt>{fact.term}</dt>
          <dd>{fact.value === '' || fact.value === null || fact.value === undefined ? '—' : fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface DetailFrameProps<T> {
  title: string;
  /** `null` data: the address names no record (the catalogue's not-found message). */
  record: Resource<T | null> & { retry(): void };
  back: { href: string; label: string };
  children: (data: T) => ReactNode;
}

/** A 信用+ detail page's states: skeleton, the catalogue's message (with a retry, or not found), the record. */
export function DetailFrame<T>({ title, record, back, children }: DetailFrameProps<T>) {
  return (
    <section className={styles.page} aria-busy={record.status === 'loading'}>
      <PageTitle className={styles.title}>{title}</PageTitle>
      <CreditPlusNav />
      {record.status === 'loading' && <Skeleton variant="card" count={1} label={`正在加载${title}`} />}
      {record.status === 'error' && <ErrorState message={record.message} onRetry={record.retry} />}
      {record.status === 'ready' && record.data === null && <ErrorState message={catalogueMessage('notFound')} />}
      {record.status === 'ready' && record.data !== null && children(record.data)}
      <Link className={styles.backLink} to={back.href}>
        {back.label}
      </Link>
    </section>
  );
}
