import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { catalogueMessage, isPortalError, unwrap, type Schemas } from '@credit-portal/api-client';
import { atoms, Badge, Button, Card, EmptyState, Field, Heading, Inline, Pagination, SectionHeading, Select, Skeleton, Stack, Text, useToast, VisuallyHidden } from '@credit-portal/ui';
import { PAGE_SIZES, writePaging } from '../../shell/paging';
import { portal } from '#portal';
import { usePendingChoice } from '../../views/usePendingChoice';
import * as styles from '../../views/UserCentrePage.css';
import { MESSAGE_PARAMETERS, READ_FILTERS, readFlagOf, TYPE_FILTERS, typeOf } from './messageFilters';
import { useLoaded } from '../../shell/routeData';

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
  const filter = (name: 'readFlag' | 'type', value: string) => {
    (name === 'readFlag' ? pickReadFlag : pickType)(value);
    const next = writePaging(params, { pageNo: 1 });
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };

  return (
    <Card as="section" look="panel" padding="lg" space="md" aria-labelledby="message-centre-title">
      <SectionHeading id="message-centre-title" tabIndex={-1}>
        消息中心
      </SectionHeading>
      <form role="search" method="get" className={atoms({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 'lg' })} aria-label="筛选消息" onSubmit={(event) => event.preventDefault()}>
        <Field label="阅读状态">
          <Select placeholder="全部" options={READ_FILTERS} value={shownReadFlag} onChange={(value) => filter('readFlag', value)} />
        </Field>
        <Field label="消息类型">
          <Select placeholder="全部" options={TYPE_FILTERS} value={shownType} onChange={(value) => filter('type', value)} />
        </Field>
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

/** What the visitor marked read since the page arrived: shown at once, without reloading the list. */
interface Marked {
  page: MessagePage;
  readIds: ReadonlySet<string>;
  unread: number;
}

function MessageList({ page, filtered, onPage }: { page: MessagePage; filtered: boolean; onPage(pageNo: number, pageSize: number): void }) {
  const toast = useToast();
  const [marked, setMarked] = useState<Marked>({ page, readIds: new Set(), unread: page.unread });
  const [busy, setBusy] = useState(false);
  // A new page from the server starts afresh (React's "adjusting state when a prop changes").
  const current = marked.page === page ? marked : { page, readIds: new Set<string>(), unread: page.unread };
  if (current !== marked) setMarked(current);

  const isRead = (message: Message) => message.readFlag === 1 || current.readIds.has(message.id);
  const unreadHere = page.records.filter((message) => !isRead(message));

  const markRead = async (ids: string[], focusAfter: string) => {
    setBusy(true);
    try {
      const changed = await unwrap(portal.api.PUT('/message/info/readBatch/{ids}', { params: { path: { ids: ids.join(',') } } }));
      setMarked((before) => ({
        page: before.page,
        readIds: new Set([...before.readIds, ...ids]),
        unread: Math.max(0, before.unread - changed),
      }));
      // The button that was pressed goes away: keep the keyboard where the visitor was.
      requestAnimationFrame(() => document.getElementById(focusAfter)?.focus());
    } catch (error) {
      toast.error(isPortalError(error) ? error.message : catalogueMessage('server'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Inline space="sm" align="between">
        <Text role="status">
          未读消息{' '}
          <Text as="strong" size="lg" tone="brand">
            {current.unread}
          </Text>{' '}
          条
        </Text>
        {unreadHere.length > 0 && (
          <Button
            disabled={busy}
            onClick={() => void markRead(unreadHere.map((message) => message.id), 'message-centre-title')}
          >
            本页全部标为已读
          </Button>
        )}
      </Inline>
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
                    <div>
                      <Button size="small" disabled={busy} onClick={() => void markRead([message.id], `message-${message.id}`)}>
                        标为已读<VisuallyHidden>：{message.title}</VisuallyHidden>
                      </Button>
                    </div>
                  )}
                </Stack>
              </li>
            );
          })}
        </Stack>
      )}
      {page.total > 0 && (
        <Pagination className={styles.pagination} total={page.total} page={page.current} pageSize={page.size} pageSizes={PAGE_SIZES} onChange={onPage} />
      )}
    </>
  );
}
