import { useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink, Field, Select, TextInput, useEditsBeforeHydration, type SelectOption } from '@credit-portal/ui';
import { writePaging } from '../shell/paging';
import * as styles from './filterLayout';

export interface SelectFilter {
  /** The address parameter the choice is kept in. */
  name: string;
  label: string;
  options: readonly SelectOption[];
}

/**
 * The filters of a list: a keyword and some choices, kept in the address so a filtered page can be
 * reloaded and shared. Applying or resetting returns to the first page. The fields carry the address's
 * names, so the form works as a plain GET before the page's script runs.
 */
export function FilterForm({ label, keywordHint, selects = [] }: { label: string; keywordHint: string; selects?: readonly SelectFilter[] }) {
  const [params, setParams] = useSearchParams();
  const current = () => ({
    keyword: params.get('keyword') ?? '',
    ...Object.fromEntries(selects.map((select) => [select.name, params.get(select.name) ?? ''])),
  });
  const [draft, setDraft] = useState<Record<string, string>>(current);
  // A keyword typed or a choice made before the page's script ran is kept.
  const formRef = useRef<HTMLFormElement>(null);
  useEditsBeforeHydration(formRef, draft, (edits) => setDraft((old) => ({ ...old, ...edits }) as Record<string, string>));

  const addressOf = (values: Record<string, string>) => {
    const next = writePaging(params, { keyword: values.keyword?.trim() ?? '', pageNo: 1 });
    for (const select of selects) {
      const value = values[select.name] ?? '';
      if (value) next.set(select.name, value);
      else next.delete(select.name);
    }
    return next;
  };
  const apply = (values: Record<string, string>) => setParams(addressOf(values));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const empty = { keyword: '', ...Object.fromEntries(selects.map((select) => [select.name, ''])) };
  const reset = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setDraft(empty);
    apply(empty);
  };

  return (
    <form ref={formRef} role="search" method="get" aria-label={label} className={styles.filters} onSubmit={submit}>
      <Field label="关键词" className={styles.filterField}>
        <TextInput
          type="search"
          name="keyword"
          value={draft.keyword ?? ''}
          maxLength={100}
          placeholder={keywordHint}
          onChange={(value) => setDraft((old) => ({ ...old, keyword: value }))}
        />
      </Field>
      {selects.map((select) => (
        <Field key={select.name} label={select.label} className={styles.filterField}>
          <Select
            name={select.name}
            options={select.options}
            placeholder="全部"
            value={draft[select.name] ?? ''}
            onChange={(value) => setDraft((old) => ({ ...old, [select.name]: value }))}
          />
        </Field>
      ))}
      <div className={styles.buttons}>
        <Button type="submit" variant="primary">
          查询
        </Button>
        {/* A link to the list without its filters: it works without the page's script too. */}
        <ButtonLink href={`?${addressOf(empty).toString()}`} onClick={reset}>
          重置
        </ButtonLink>
      </div>
    </form>
  );
}
