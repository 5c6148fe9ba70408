import { useState, type FormEvent } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { ButtonLink, Card, EmptyState, Field, Select, Text } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { readPaging, writePaging } from '../../shell/paging';
import { useLoaded } from '../../shell/routeData';
import { isMessageType, LEAVE_MESSAGE_HREF, MESSAGE_TYPES, MessageSections } from './board';
import { BoardList } from './BoardList';
import type { messageBoardLoader } from './loaders';
import { PagedList } from '../../views/PagedList';
import { KeywordSearch } from '../../views/KeywordSearch';

/**
 * /credit-leavemessage (spec §2, §7 leavemessage page): 留言选登, the answered public messages,
 * newest first, searched by title and type; keyword, type and page live in the address, and the
 * route's loader reads the page they ask for.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);
  const requestedType = params.get('type');
  const type = isMessageType(requestedType) ? requestedType : undefined;
  const [draft, setDraft] = useState({ keyword: paging.keyword, type: type ?? '' });
  // Back and forward change the address: the fields follow it (React's "adjusting state when a prop changes").
  const [shown, setShown] = useState({ keyword: paging.keyword, type: type ?? '' });
  if (shown.keyword !== paging.keyword || shown.type !== (type ?? '')) {
    setShown({ keyword: paging.keyword, type: type ?? '' });
    setDraft({ keyword: paging.keyword, type: type ?? '' });
  }

  const list = useLoaded(useLoaderData<typeof messageBoardLoader>());

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = writePaging(params, { keyword: draft.keyword.trim(), pageNo: 1 });
    if (draft.type) next.set('type', draft.type);
    else next.delete('type');
    setParams(next);
  };
  const filtered = Boolean(paging.keyword || type);

  return (
    <Card as="section" look="panel" padding="lg" space="md" aria-labelledby="board-title">
      <PageTitle id="board-title">
        留言选登
      </PageTitle>
      <MessageSections />
      <KeywordSearch label="留言查询" onSubmit={search} fieldLabel="留言标题" name="keyword" value={draft.keyword} onChange={(keyword) => setDraft((d) => ({ ...d, keyword }))} placeholder="请输入留言标题关键词" after={<ButtonLink href={LEAVE_MESSAGE_HREF}>我要留言</ButtonLink>}>
        <Field label="留言类型">
          <Select name="type" placeholder="全部" options={MESSAGE_TYPES.map((value) => ({ value, label: value }))} value={draft.type} onValueChange={(value) => setDraft((d) => ({ ...d, type: value }))} />
        </Field>
      </KeywordSearch>
      {list.status === 'ready' && (
        <Text tone="muted" leading="body" role="status">
          共 {list.data.total} 条{filtered ? '符合条件的' : '已答复的'}留言
        </Text>
      )}
      <PagedList
        list={list}
        loadingLabel="正在加载留言"
        loadingCount={10}
        empty={<EmptyState title={filtered ? '没有符合条件的留言' : '暂无公开答复的留言'} description={filtered ? '请更换关键词或留言类型后再试' : undefined} />}
      >
        {(records) => <BoardList messages={records} label="留言列表" />}
      </PagedList>
    </Card>
  );
}
Component.displayName = 'MessageListPage';
