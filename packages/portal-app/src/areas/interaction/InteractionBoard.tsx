import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { atoms, Badge, EmptyState, Field, Inline, Select, Stack, TextLink } from '@credit-portal/ui';
import { readPaging, writePaging } from '../../shell/paging';
import { useLoaded } from '../../shell/routeData';
import { PagedList, type PageOf } from '../../views/PagedList';
import { INTERACTION_TYPES, isInteractionType } from './interactionTypes';
import { KeywordSearch } from '../../views/KeywordSearch';

export const interactionDetailHref = (id: string) => `/website-interaction-info-detail?id=${encodeURIComponent(id)}`;

/** Answered questions as a list: title (to the detail), type, masked asker, dates. */
export function InteractionItems({ items }: { items: readonly Schemas['BoardMessage'][] }) {
  return (
    <Stack as="ul" space="sm" dividers aria-label="互动回复列表">
      {items.map((item) => (
        <Stack as="li" key={item.id} space="xs">
          <TextLink href={interactionDetailHref(item.id)}>{item.title}</TextLink>
          <Inline as="p" space="xs">
            <Badge tone="outline">{item.type}</Badge>
            <span>提问人：{item.name}</span>
            <span>提问时间：{item.createTime.slice(0, 10)}</span>
            {item.replyUnit && <span>回复单位：{item.replyUnit}</span>}
            {item.replyTime && <span>回复时间：{item.replyTime.slice(0, 10)}</span>}
          </Inline>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The answered public questions of 网站互动 (frontPage): keyword on titles, type, paging, all in
 * the address so that back, reload and shared links show the same list; `page` is what the route's
 * loader read for the address.
 */
export function InteractionBoard({ searchLabel, page }: { searchLabel: string; page: PageOf<Schemas['BoardMessage']> }) {
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);
  const typeParam = params.get('type') ?? '';
  const type = isInteractionType(typeParam) ? typeParam : '';
  const [keyword, setKeyword] = useState(paging.keyword);
  const [typeDraft, setTypeDraft] = useState<string>(type);

  const list = useLoaded(page);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = writePaging(params, { keyword: keyword.trim(), pageNo: 1 });
    if (typeDraft) next.set('type', typeDraft);
    else next.delete('type');
    setParams(next);
  };
  const filtered = Boolean(paging.keyword || type);

  return (
    <>
      <KeywordSearch label={searchLabel} onSubmit={search} fieldLabel="标题关键词" name="keyword" value={keyword} onChange={setKeyword} placeholder="输入问题标题中的关键词">
        <Field label="互动类型" className={atoms({ flex: 'content' })}>
          <Select
            name="type"
            value={typeDraft}
            onValueChange={setTypeDraft}
            placeholder={null}
            options={[{ value: '', label: '全部' }, ...INTERACTION_TYPES.map((value) => ({ value, label: value }))]}
          />
        </Field>
      </KeywordSearch>
      <PagedList
        list={list}
        loadingLabel="正在加载互动回复"
        loadingCount={8}
        empty={<EmptyState title={filtered ? '没有符合条件的互动回复' : '暂无互动回复'} description={filtered ? '请更换关键词或互动类型后再查询' : undefined} />}
      >
        {(records) => <InteractionItems items={records} />}
      </PagedList>
    </>
  );
}
