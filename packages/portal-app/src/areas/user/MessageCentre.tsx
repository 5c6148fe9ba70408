import { useRef } from 'react';
import { useActionData, useFetcher, useLocation, useSearchParams } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { atoms, Badge, Button, Card, Column, Columns, EmptyState, Field, Heading, Inline, Pagination, SectionHeading, Select, Skeleton, Stack, Text, VisuallyHidden } from '@credit-portal/ui';
import { PAGE_SIZES, writePaging } from '../../shell/paging';
import { intentAddress, intentOf } from '../../submission/action';
import { usePendingChoice } from '../../views/usePendingChoice';
import { useChoicesBeforeHydration } from '../../views/useChoicesBeforeHydration';
import { KeptParams } from '../../views/KeptParams';
import * as styles from '../../views/UserCentrePage.css';
import { MESSAGE_PARAMETERS, READ_FILTERS, readFlagOf, TYPE_FILTERS, typeOf } from './messageFilters';
import { useLoaded } from '../../shell/routeData';
import { READ, type ReadAnswer } from './messageRead';

type MessagePage = Schemas['MessagePage'];
type Message = Schemas['MessageInfo'];

/**
 * 消息中心 (spec §7 /message/info/page, readBatch): the visitor's messages, newest first, with the
 * unread count; filters and paging live in the address, which the user centre's loader read.
 */
export function MessageCentre({ page }: { page: MessagePage }) {
  const [params, setParams] = useSearchParams();
  const readFlag = readFlagOf(params.get('readFlag'));
  const type = typeOf(params.get('type'));
  const messages = useLoaded(page, MESSAGE_PARAMETERS);

  const [shownReadFlag, pickReadFlag] = usePendingChoice(readFlag?.toString() ?? '');
  const [shownType, pickType] = usePendingChoice(type ?? '');
  const filter = (changes: { readFlag?: string; type?: string }) => {
    if (changes.readFlag !== undefined) pickReadFlag(changes.readFlag);
    if (changes.type !== undefined) pickType(changes.type);
    const next = writePaging(params, { pageNo: 1 });
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next);
  };
  // Filters chosen in the server's HTML before the page's script ran are applied once it has run.
  const readFlagRef = useRef<HTMLSelectElement>(null);
  const typeRef = useRef<HTMLSelectElement>(null);
  useChoicesBeforeHydration({ readFlag: { ref: readFlagRef, value: shownReadFlag }, type: { ref: typeRef, value: shownType } }, filter);

  return (
    <Card as="section" look="panel" padding="lg" space="md" aria-labelledby="message-centre-title">
      <SectionHeading id="message-centre-title" tabIndex={-1}>
        消息中心
      </SectionHeading>
      {/* A filter acts as it is chosen; without the page's script 查询 sends both as a plain GET of the page. */}
      <form role="search" method="get" className={atoms({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 'lg' })} aria-label="筛选消息" onSubmit={(event) => event.preventDefault()}>
        <KeptParams names={['tab', 'pageSize']} />
        <Field label="阅读状态">
          <Select ref={readFlagRef} name="readFlag" placeholder="全部" options={READ_FILTERS} value={shownReadFlag} onChange={(readFlag) => filter({ readFlag })} />
        </Field>
        <Field label="消息类型">
          <Select ref={typeRef} name="type" placeholder="全部" options={TYPE_FILTERS} value={shownType} onChange={(type) => filter({ type })} />
        </Field>
        <Button type="submit">查询</Button>
      </form>
      {messages.status === 'loading' && <Skeleton variant="list" count={6} label="正在加载消息" />}
      {messages.status === 'ready' && (
        <MessageList
          page={messages.data}
          filtered={readFlag !== undefined || type !== undefined}
          onPage={(pageNo, pageSize) => setParams(writePaging(params, { pageNo, pageSize }))}
        />
      )}
    </Card>
  );
}

/**
 * The list with 标为已读: each button is a fetcher's form posting the message's id (本页全部标为已读 every
 * unread id of the page) to the route's action (messageRead.ts), also without the page's script. While it
 * is sent the messages already show as read; the router then reads the list again, and a failure puts
 * them back, saying why.
 */
function MessageList({ page, filtered, onPage }: { page: MessagePage; filtered: boolean; onPage(pageNo: number, pageSize: number): void }) {
  const { search } = useLocation();
  const reading = useFetcher<{ read?: ReadAnswer }>();
  const answered = (useActionData() as { read?: ReadAnswer } | undefined)?.read;
  const failure = reading.state === 'idle' ? (reading.data ? reading.data.read?.failure : intentOf(search) === READ ? answered?.failure : undefined) : undefined;
  const sending = new Set(reading.formData?.getAll('id'));
  const busy = reading.state !== 'idle';

  const isRead = (message: Message) => message.readFlag === 1 || sending.has(message.id);
  const unreadHere = page.records.filter((message) => !isRead(message));
  const unread = Math.max(0, page.unread - page.records.filter((message) => message.readFlag !== 1 && sending.has(message.id)).length);
  // The button that was pressed goes away: the keyboard stays where the visitor was (the message, or the panel's heading).
  const keepFocus = (id: string) => () => requestAnimationFrame(() => document.getElementById(id)?.focus());
  const action = intentAddress(READ, new URLSearchParams(search));

  return (
    <>
      {/* The count with its form: side by side where there is room, one above the other in 关怀版 and on a phone. */}
      <Columns space="sm" alignY="center" collapseBelow="md">
        <Column>
          <Text role="status">
            未读消息{' '}
            <Text as="strong" size="lg" tone="brand">
              {unread}
            </Text>{' '}
            条
          </Text>
        </Column>
        {unreadHere.length > 0 && (
          <Column width="content">
            <reading.Form method="post" action={action} onSubmit={keepFocus('message-centre-title')}>
              {unreadHere.map((message) => (
                <input key={message.id} type="hidden" name="id" value={message.id} />
              ))}
              <Button type="submit" disabled={busy}>
                本页全部标为已读
              </Button>
            </reading.Form>
          </Column>
        )}
      </Columns>
      <Text role="alert" tone="danger">
        {failure ?? ''}
      </Text>
      {page.records.length === 0 ? (
        <EmptyState title={filtered ? '没有符合条件的消息' : '暂无消息'} />
      ) : (
        <Stack as="ul" space="md" dividers aria-label="消息列表">
          {page.records.map((message) => {
            const read = isRead(message);
            return (
              <li key={message.id}>
                <Stack as="article" space="xs" id={`message-${message.id}`} tabIndex={-1} aria-labelledby={`message-${message.id}-title`}>
                  <Inline space="sm" align="between" alignY="baseline">
                    <Heading level={3} size="md" id={`message-${message.id}-title`}>
                      {message.title}
                    </Heading>
                    <Badge tone={read ? 'neutral' : 'solid'}>{read ? '已读' : '未读'}</Badge>
                  </Inline>
                  <Text tone="muted" size="sm">
                    {message.typeName} · <time dateTime={message.createTime.replace(' ', 'T')}>{message.createTime}</time>
                  </Text>
                  <Text leading="body">{message.content}</Text>
                  {!read && (
                    <reading.Form method="post" action={action} onSubmit={keepFocus(`message-${message.id}`)}>
                      <input type="hidden" name="id" value={message.id} />
                      <Button type="submit" size="small" disabled={busy}>
                        标为已读<VisuallyHidden>：{message.title}</VisuallyHidden>
                      </Button>
                    </reading.Form>
                  )}
                </Stack>
              </li>
            );
          })}
        </Stack>
      )}
      {page.total > 0 && (
        <Pagination
          className={styles.pagination}
          total={page.total}
          page={page.current}
          pageSize={page.size}
          pageSizes={PAGE_SIZES}
          onChange={onPage}
          // The page and size live in the address: without the page's script, the pager's GET forms.
          withoutScript={{ pageParam: 'pageNo', sizeParam: 'pageSize', params: [...new URLSearchParams(search)] }}
        />
      )}
    </>
  );
}
