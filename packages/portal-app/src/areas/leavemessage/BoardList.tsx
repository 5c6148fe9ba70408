import { Badge, Facts, Heading, Inline, Stack, TextLink } from '@credit-portal/ui';
import { detailHref, StatusTag, When, type BoardMessage } from './board';

/** Answered public messages, each with its type, writer, date and who replied when, ruled apart. */
export function BoardList({ messages, label, headingLevel = 2 }: { messages: readonly BoardMessage[]; label: string; headingLevel?: 2 | 3 }) {
  return (
    <Stack as="ul" space="md" dividers aria-label={label}>
      {messages.map((message) => (
        <Stack as="li" key={message.id} space="xs">
          <Inline space="sm" alignY="baseline">
            <Badge tone="outline">{message.type}</Badge>
            <Heading level={headingLevel} size="md">
              <TextLink href={detailHref(message.id)}>{message.title}</TextLink>
            </Heading>
          </Inline>
          <Facts
            look="inline"
            items={[
              { term: '留言人', value: message.name },
              { term: '留言时间', value: <When value={message.createTime} dateOnly /> },
              ...(message.replyUnit ? [{ term: '回复单位', value: message.replyUnit }] : []),
              ...(message.replyTime ? [{ term: '回复时间', value: <When value={message.replyTime} dateOnly /> }] : []),
              { term: '办理状态', value: <StatusTag status={message.status} /> },
            ]}
          />
        </Stack>
      ))}
    </Stack>
  );
}
