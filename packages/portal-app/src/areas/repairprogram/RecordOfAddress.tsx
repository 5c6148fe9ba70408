import { Link } from 'react-router';
import { EmptyState } from '@credit-portal/ui';

/** What a record's page shows when its address names no record (`?kind=…&id=…`; the loader read none): the way to find one. */
export function NoRecord({ hint }: { hint: string }) {
  return <EmptyState title="未指定记录" description={<Link to="/repair-program-single-Search">{hint}</Link>} />;
}
