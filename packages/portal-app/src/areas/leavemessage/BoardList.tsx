import { Link } from 'react-router';
import { Badge, Box } from '@credit-portal/ui';
import { detailHref, StatusTag, When, type BoardMessage } from './board';
import * as styles from './messages.css';

/** Answered public messages, each with its type, writer, date and who replied when. */
export function BoardList({ messages, label, headingLevel = 2 }: { messages: readonly BoardMessage[]; label: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Box as="ul" display="grid" className={styles.board} aria-label={label}>
      {messages.map((message) => (
        <Box as="li" key={message.id} display="grid" gap="xs" paddingBlock="md" paddingInline="xs" className={styles.entry}>
          <Box display="flex" alignItems="baseline" gap="sm">
            <Badge tone="outline">{message.type}</Badge>
            <Heading className={styles.entryTitle}>
              <Link to={detailHref(message.id)}>{message.title}</Link>
            </Heading>
          </Box>
          <Box as="p" display="flex" flexWrap="wrap" className={styles.entryMeta}>
            <span>留言人：{message.name}</span>
            <span>
              留言时间：<When value={message.createTime} dateOnly />
            </span>
            {message.replyUnit && <span>回复单位：{message.replyUnit}</span>}
            {message.replyTime && (
              <span>
                回复时间：<When value={message.replyTime} dateOnly />
              </span>
            )}
            <StatusTag status={message.status} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
