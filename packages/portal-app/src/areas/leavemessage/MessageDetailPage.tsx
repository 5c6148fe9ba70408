import { useLoaderData } from 'react-router';
import { catalogueMessage } from '@credit-portal/api-client';
import { Box, Card, ErrorState, Text, TextLink } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useShell } from '../../shell/ShellContext';
import { MessageSections, MY_MESSAGES_HREF, StatusTag, When } from './board';
import type { messageLoader } from './loaders';
import * as styles from './messages.css';
import { PageSection } from '../../views/PageSection';

/**
 * /credit-leavemessagedetail?id= (spec §2, §7 leavemessage detail): one message, the question and the
 * department's reply, as the route's loader read it. Its writer, logged in, also sees it before it is
 * answered, with the 受理编号. An id that names no message is said here, with the way back to the board.
 */
export function Component() {
  const data = useLoaderData<typeof messageLoader>();
  const { user } = useShell();

  if (data === null) {
    return (
      <Card as="section" look="panel" padding="lg" space="md">
        <PageTitle>留言详情</PageTitle>
        <ErrorState message={catalogueMessage('notFound')} />
        <TextLink standalone href="/credit-leavemessage">
          返回留言选登
        </TextLink>
      </Card>
    );
  }

  const own = data.trackingNo !== undefined;
  return (
    <Card as="article" look="panel" padding="lg" space="md" aria-labelledby="message-title">
      <PageTitle id="message-title">
        {data.title}
      </PageTitle>
      <MessageSections />
      <Box as="dl" display="flex" flexWrap="wrap" gap="md" padding="md" className={styles.detailMeta} aria-label="留言信息">
        {own && (
          <div>
            <dt>受理编号：</dt>
            <dd>{data.trackingNo}</dd>
          </div>
        )}
        <div>
          <dt>留言类型：</dt>
          <dd>{data.type}</dd>
        </div>
        <div>
          <dt>留言人：</dt>
          <dd>{data.name}</dd>
        </div>
        <div>
          <dt>留言时间：</dt>
          <dd>
            <When value={data.createTime} />
          </dd>
        </div>
        <div>
          <dt>办理状态：</dt>
          <dd>
            <StatusTag status={data.status} />
          </dd>
        </div>
        {own && (
          <div>
            <dt>是否公开：</dt>
            <dd>{data.isPublic ? '公开' : '不公开'}</dd>
          </div>
        )}
      </Box>
      <PageSection id="question-title" title="留言内容">
        <Text preserveLines leading="body">{data.content}</Text>
      </PageSection>
      <PageSection id="reply-title" title="答复内容">
        {data.reply ? (
          <>
            <Box as="p" className={styles.muted}>
              答复单位：{data.replyUnit ?? '—'}
              {data.replyTime && (
                <>
                  {' · 答复时间：'}
                  <When value={data.replyTime} />
                </>
              )}
            </Box>
            <Text preserveLines leading="body">{data.reply}</Text>
          </>
        ) : (
          <Text preserveLines leading="body">
            {data.replyUnit ? `留言已转${data.replyUnit}办理，` : '留言已收到，'}答复后将在此显示，请耐心等待。
          </Text>
        )}
      </PageSection>
      <TextLink standalone href={own && user ? MY_MESSAGES_HREF : '/credit-leavemessage'}>
        {own && user ? '返回我的留言' : '返回留言选登'}
      </TextLink>
    </Card>
  );
}
Component.displayName = 'MessageDetailPage';
