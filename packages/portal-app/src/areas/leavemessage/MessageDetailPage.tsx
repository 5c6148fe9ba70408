import { useLoaderData } from 'react-router';
import { catalogueMessage } from '@credit-portal/api-client';
import { Card, ErrorState, Facts, Text, TextLink } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { MessageSections, MY_MESSAGES_HREF, StatusTag, When } from './board';
import type { messageLoader } from './loaders';
import { PageSection } from '../../views/PageSection';

/**
 * /credit-leavemessagedetail?id= (spec §2, §7 leavemessage detail): one message, the question and the
 * department's reply, as the route's loader read it. Its writer, logged in, also sees it before it is
 * answered, with the 受理编号. An id that names no message is said here, with the way back to the board.
 */
export function Component() {
  const { message: data, viewer } = useLoaderData<typeof messageLoader>();

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
      <Card look="muted">
        <Facts
          look="inline"
          aria-label="留言信息"
          items={[
            ...(own ? [{ term: '受理编号', value: data.trackingNo }] : []),
            { term: '留言类型', value: data.type },
            { term: '留言人', value: data.name },
            { term: '留言时间', value: <When value={data.createTime} /> },
            { term: '办理状态', value: <StatusTag status={data.status} /> },
            ...(own ? [{ term: '是否公开', value: data.isPublic ? '公开' : '不公开' }] : []),
          ]}
        />
      </Card>
      <PageSection id="question-title" title="留言内容">
        <Text preserveLines leading="body">{data.content}</Text>
      </PageSection>
      <PageSection id="reply-title" title="答复内容">
        {data.reply ? (
          <>
            <Text tone="muted" size="sm">
              答复单位：{data.replyUnit ?? '—'}
              {data.replyTime && (
                <>
                  {' · 答复时间：'}
                  <When value={data.replyTime} />
                </>
              )}
            </Text>
            <Text preserveLines leading="body">{data.reply}</Text>
          </>
        ) : (
          <Text preserveLines leading="body">
            {data.replyUnit ? `留言已转${data.replyUnit}办理，` : '留言已收到，'}答复后将在此显示，请耐心等待。
          </Text>
        )}
      </PageSection>
      <TextLink standalone href={own && viewer ? MY_MESSAGES_HREF : '/credit-leavemessage'}>
        {own && viewer ? '返回我的留言' : '返回留言选登'}
      </TextLink>
    </Card>
  );
}
Component.displayName = 'MessageDetailPage';
