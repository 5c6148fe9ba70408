// A visitor's own submissions (我的申报, 我的申请) as a paged list with a status filter. Such a list
// shares its page with other lists, so its state lives in the address under names of its own
// (e.g. declPage, declSize, declStatus) instead of pageNo and pageSize; defaults stay out of the address.
import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, EmptyState, Field, Heading, Inline, Select, type DataTableColumn } from '@credit-portal/ui';
import { catalogueMessage } from '@credit-portal/api-client';
import { DEFAULT_PAGE_SIZE } from '../shell/paging';
import type { Resource } from '../shell/routeData';
import { LoadFailure } from './LoginNotice';
import { PagedTable, type PageOf } from './PagedList';
import { readStatusFilteredList, type ListAddressNames } from './statusFilteredAddress';
import { useFocusedHeading } from './useFocusedHeading';

/** The list's page, size and status read from the address, and `update` to change them (and others). */
export function useStatusFilteredList<S extends string>(names: ListAddressNames, statuses: readonly S[]) {
  const [params, setParams] = useSearchParams();
  const { pageNo, pageSize, status } = readStatusFilteredList(params, names, statuses);

  const update = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === '' || (name === names.page && value === 1) || (name === names.size && value === DEFAULT_PAGE_SIZE)) next.delete(name);
      else next.set(name, String(value));
    }
    setParams(next, { preventScrollReset: true });
  };

  return {
    params,
    pageNo,
    pageSize,
    status,
    update,
    names,
    setStatus: (value: string) => update({ [names.status]: value, [names.page]: 1 }),
  };
}

/** The toolbar above such a list: its status filter, 全部 first. */
export function StatusFilter({
  label,
  id,
  statuses,
  value,
  onChange,
}: {
  label: string;
  id: string;
  statuses: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  // A status chosen before the page's script ran is applied once it has run (onValueChange).
  return (
    <Inline space="md" alignY="end">
      <Field label={label} id={id}>
        <Select value={value} placeholder="全部" options={statuses.map((status) => ({ value: status, label: status }))} onValueChange={onChange} />
      </Field>
    </Inline>
  );
}

/**
 * One's own records of a kind under their status filter, paged, the filter and the page in the address
 * (`address`: useStatusFilteredList's answer): the table, or where the back end answers no permission
 * (spec §8) who may use the list (`forbidden`: that answer's `who` and the retry).
 */
export function StatusFilteredTable<Row>({
  address,
  filter,
  forbidden,
  list,
  name,
  caption,
  empty,
  loadingLabel,
  columns,
  rowKey,
}: {
  address: Pick<ReturnType<typeof useStatusFilteredList>, 'status' | 'setStatus' | 'names'>;
  /** The filter's label and id, and the statuses it offers after 全部. */
  filter: { label: string; id: string; statuses: readonly string[] };
  forbidden: { who: string; onRetry: () => void } | null;
  list: Resource<PageOf<Row> | null> & { retry(): void };
  /** The list's name, e.g. 我的申报: its pager's, and its caption's unless `caption` says more. */
  name: string;
  caption?: string;
  /** The empty list's words, with and without a status chosen. */
  empty: (status: string) => string;
  /** What the table says while a page loads, e.g. 正在加载信用投诉. */
  loadingLabel?: string;
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => string;
}) {
  return (
    <>
      <StatusFilter {...filter} value={address.status} onChange={address.setStatus} />
      {forbidden ? (
        <LoadFailure message={catalogueMessage('forbidden')} onRetry={forbidden.onRetry} who={forbidden.who} />
      ) : (
        <PagedTable<Row>
          list={list}
          empty={<EmptyState title={empty(address.status)} />}
          pageNames={address.names}
          preventScrollReset
          pagerLabels={{ nav: `${name}分页` }}
          caption={caption ?? name}
          captionHidden
          // A visitor's own records: cards of labelled lines where the box is narrower than the table needs.
          layout="stack"
          columns={columns}
          rowKey={rowKey}
          {...(loadingLabel ? { labels: { loading: loadingLabel } } : {})}
        />
      )}
    </>
  );
}

/** One record opened below its list (its detail, an action on it), named by its heading, which takes focus as it opens. */
export function RecordPanel({ title, closeLabel, onClose, children }: { title: string; closeLabel: string; onClose: () => void; children: ReactNode }) {
  const heading = useFocusedHeading();
  const id = useId();
  return (
    <Card as="section" padding="lg" space="md" aria-labelledby={id}>
      <Inline space="sm" align="between">
        <Heading level={3} id={id} ref={heading} tabIndex={-1}>
          {title}
        </Heading>
        <Button onClick={onClose}>{closeLabel}</Button>
      </Inline>
      {children}
    </Card>
  );
}
