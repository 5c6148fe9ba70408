import { useRef, useState, type FormEvent } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { Button, EmptyState, Field, Select, TextInput, useEditsBeforeHydration } from '@credit-portal/ui';
import { readPaging, writePaging } from '../../shell/paging';
import { useLoaded } from '../../shell/routeData';
import { KindSwitch, SectionNav, readKind } from './kinds';
import type { matterDirectoryLoader } from './loaders';
import { PagedTable, pageIn } from '../../views/PagedList';
import * as filterStyles from '../../views/filterLayout';
import { PageFrame } from '../../views/PageFrame';

type Matter = Schemas['PermitMatter'] | Schemas['PunishMatter'];

/**
 * 双公示事项目录 (spec §2 /double-publicity-catalog-index): the permit or penalty matters of the
 * organs' power lists, searchable by name and organ, paged; each opens its detail at /catalog-detail.
 * The route's loader reads the organs and the page the address asks for.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);
  const kind = readKind(params);
  // The organs that report this kind (the 实施机关 choice), the organ the list is for, the page of matters.
  const data = useLoaderData<typeof matterDirectoryLoader>();
  const { organCode, organs } = data;
  // Another page, kind or search loads with the table's skeleton rows under the form.
  const list = useLoaded(data);
  const [draft, setDraft] = useState({ keyword: paging.keyword, organCode });
  const [shown, setShown] = useState(params.toString());
  if (shown !== params.toString()) {
    // The address changed (back, forward, the kind switch): the form shows what is listed.
    setShown(params.toString());
    setDraft({ keyword: paging.keyword, organCode });
  }
  // A name typed or an organ chosen before the page's script ran is kept.
  const formRef = useRef<HTMLFormElement>(null);
  useEditsBeforeHydration(formRef, draft, (edits) => setDraft((current) => ({ ...current, ...edits })));

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams({ type: String(kind.type) });
    if (draft.organCode) next.set('organCode', draft.organCode);
    setParams(writePaging(next, { keyword: draft.keyword.trim(), pageNo: 1, pageSize: paging.pageSize }));
  };

  const word = kind.type === 1 ? '许可' : '处罚';
  return (
    <PageFrame as="section">
      <SectionNav />
      <KindSwitch current={kind.type} label="事项类别" hrefOf={(type) => `?type=${type}`} />
      <form ref={formRef} role="search" method="get" aria-label={`行政${word}事项查询`} className={filterStyles.filters} onSubmit={search}>
        <Field label="实施机关" className={filterStyles.filterField}>
          <Select
            name="organCode"
            placeholder="全部机关"
            value={draft.organCode}
            onChange={(value) => setDraft((current) => ({ ...current, organCode: value }))}
            options={organs.map((organ) => ({ value: organ.organCode, label: organ.organName }))}
          />
        </Field>
        <Field label="事项名称或编码" className={filterStyles.filterField}>
          <TextInput
            type="search"
            name="keyword"
            maxLength={100}
            placeholder={`请输入行政${word}事项名称或编码`}
            value={draft.keyword}
            onChange={(value) => setDraft((current) => ({ ...current, keyword: value }))}
          />
        </Field>
        <span className={filterStyles.buttons}>
          <Button type="submit" variant="primary">
            查询
          </Button>
        </span>
      </form>
      <PagedTable<Matter>
        list={pageIn(list, (loaded) => loaded.page)}
        empty={<EmptyState title={`没有找到符合条件的行政${word}事项`} description="请调整查询条件后重试。" />}
        labels={{ loading: `正在加载行政${word}事项目录` }}
        caption={`行政${word}事项目录`}
        captionHidden
        columns={[
          { key: 'code', title: '事项编码' },
          {
            key: 'name',
            title: '事项名称',
            render: (row) => <Link to={`/catalog-detail?type=${kind.type}&id=${encodeURIComponent(row.id)}`}>{row.name}</Link>,
          },
          { key: 'organName', title: '实施机关' },
          { key: 'category', title: `${word}类别` },
          { key: 'total', title: '公示数量（条）', align: 'right' },
        ]}
        rowKey={(row) => row.id}
      />
    </PageFrame>
  );
}
Component.displayName = 'DoublePublicityMatterDirectoryPage';
