// A visitor's own submissions (我的申报, 我的申请) as a paged list with a status filter. Such a list
// shares its page with other lists, so its state lives in the address under names of its own
// (e.g. declPage, declSize, declStatus) instead of pageNo and pageSize; defaults stay out of the address.
import { useSearchParams } from 'react-router';
import { Field, Select } from '@credit-portal/ui';
import { DEFAULT_PAGE_SIZE } from '../shell/paging';
import { readStatusFilteredList, type ListAddressNames } from './statusFilteredAddress';
import * as styles from './declarations.css';

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
    setStatus: (value: string) => update({ [names.status]: value, [names.page]: 1 }),
    setPage: (page: number, size: number) => update({ [names.page]: page, [names.size]: size }),
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
  return (
    <div className={styles.toolbar}>
      <Field label={label} id={id}>
        <Select value={value} placeholder="全部" options={statuses.map((status) => ({ value: status, label: status }))} onChange={onChange} />
      </Field>
    </div>
  );
}
