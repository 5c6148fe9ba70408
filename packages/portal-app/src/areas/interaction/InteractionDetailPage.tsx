import { useLoaderData } from 'react-router';
import type { interactionLoader } from './loaders';
import { PageFrame } from '../../views/PageFrame';
import { PageSection } from '../../views/PageSection';
import { Badge, Card, Heading, Inline, Text, TextLink } from '@credit-portal/ui';

/** One answered question of 网站互动 (frontDetail), as the route's loader read it: the question, and the reply with its unit and time. */
export function Component() {
  const data = useLoaderData<typeof interactionLoader>();

  return (
    <PageFrame as="article">
      <Heading level={2} size="xl">{data.title}</Heading>
      <Inline as="p" space="xs">
        <Badge tone="outline">{data.type}</Badge>
        <span>提问人：{data.name}</span>
        <span>提问时间：{data.createTime}</span>
        <span>办理状态：{data.status}</span>
      </Inline>
      <PageSection id="interaction-question" title="问题内容" level={3}>
        <Text preserveLines leading="body">{data.content}</Text>
      </PageSection>
      <PageSection id="interaction-reply" title="答复内容" level={3}>
        {data.reply ? (
          <Card look="quote">
            <Text preserveLines leading="body">{data.reply}</Text>
            <Inline as="p" space="xs">
              {data.replyUnit && <span>答复单位：{data.replyUnit}</span>}
              {data.replyTime && <span>答复时间：{data.replyTime}</span>}
            </Inline>
          </Card>
        ) : (
          <Text tone="muted" leading="body">该问题正在办理中，答复后将在此显示。</Text>
        )}
      </PageSection>
      <p>
        <TextLink href="/website-interaction-info-list">
          返回互动回复列表
        </TextLink>
      </p>
    </PageFrame>
  );
}
Component.displayName = 'InteractionDetailPage';
