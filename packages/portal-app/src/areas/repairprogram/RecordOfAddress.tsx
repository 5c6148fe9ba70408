import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { EmptyState } from '@credit-portal/ui';
import { kindOf, recordIdOf } from './labels';

/** The record an address names (`?kind=…&id=…`), or the way to find one when it names none. */
export function RecordOfAddress({ hint, children }: { hint: string; children: (kind: Schemas['RepairRecordKind'], id: string) => ReactNode }) {
  const [params] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const id = recordIdOf(params.get('id'));
  return kind && id ? <>{children(kind, id)}</> : <EmptyState title="未指定记录" description={<Link to="/repair-program-single-Search">{hint}</Link>} />;
}
