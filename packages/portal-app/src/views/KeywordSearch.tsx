import { type FormEvent, type ReactNode } from 'react';
import { Button, Field, TextInput } from '@credit-portal/ui';
import { filterField, filters } from './filterLayout';
import { KeptParams } from './KeptParams';

/**
 * The search form above a list (a search landmark named `label`): a keyword field and 查询, with the
 * list's other filters before the keyword (`before`) or after it (`children`), and anything after the
 * button (`after`, a link to write one, say). Without classes of its own it lays out as a FilterForm: the
 * fields in a wrapping row, the button lined up with the inputs' foot.
 */
export function KeywordSearch({
  label,
  className = filters,
  onSubmit,
  fieldLabel = '关键词',
  fieldId,
  name,
  keep = [],
  fieldClassName = filterField,
  value,
  onChange,
  placeholder,
  before,
  after,
  children,
}: {
  label: string;
  className?: string;
  onSubmit: (event: FormEvent) => void;
  fieldLabel?: string;
  fieldId?: string;
  /**
   * The keyword's name in the page's address, where the list's loader reads it: the form, sent without
   * the page's script, is a plain GET of the page with it and the list's other fields (each named as its
   * address parameter), the page number left out as a new search starts at the first page.
   */
  name: string;
  /**
   * The address parameters of the list's state outside this form (a tab, a category chosen by a link),
   * kept by a search as the page's script keeps them; the page size is always kept.
   */
  keep?: readonly string[];
  fieldClassName?: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  before?: ReactNode;
  after?: ReactNode;
  children?: ReactNode;
}) {
  // A keyword typed before the page's script ran is kept: TextInput's onValueChange is told of it.
  return (
    <form role="search" method="get" aria-label={label} className={className} onSubmit={onSubmit}>
      <KeptParams names={['pageSize', ...keep]} />
      {before}
      <Field label={fieldLabel} id={fieldId} className={fieldClassName}>
        <TextInput type="search" name={name} value={value} maxLength={100} placeholder={placeholder} onValueChange={onChange} />
      </Field>
      {children}
      <Button type="submit" variant="primary">
        查询
      </Button>
      {after}
    </form>
  );
}
