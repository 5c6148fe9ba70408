// What the pages of 公众留言 share: the sub-navigation, the message types, the status tag and the
// address of a message's detail.
import type { Schemas } from '@credit-portal/api-client';
import { LEAVE_MESSAGE_HREF } from '../../addresses';
import { SectionNav } from '../../views/SectionNav';
import * as styles from './messages.css';

export type BoardMessage = Schemas['BoardMessage'];
export { MESSAGE_TYPES, isMessageId, isMessageType, type MessageType } from './params';

export { leaveMessageHref as detailHref, LEAVE_MESSAGE_HREF } from '../../addresses';
export const MY_MESSAGES_HREF = '/user?tab=my-messages';

const SECTIONS = [
  { href: '/leavemessage', label: '留言首页' },
  { href: '/credit-leavemessage', label: '留言选登' },
  { href: LEAVE_MESSAGE_HREF, label: '我要留言' },
] as const;

/** The pages of 公众留言, a route-changing menu. */
export function MessageSections() {
  return <SectionNav label="公众留言栏目" sections={SECTIONS} />;
}

/** 待受理 / 受理中 / 已办结, the finished state set apart. */
export function StatusTag({ status }: { status: string }) {
  return <span className={status === '已办结' ? styles.statusTag.done : styles.statusTag.open}>{status}</span>;
}

/** A date-time of the back end (yyyy-MM-dd HH:mm:ss) as a <time>. */
export function When({ value, dateOnly = false }: { value: string; dateOnly?: boolean }) {
  return <time dateTime={value.replace(' ', 'T')}>{dateOnly ? value.slice(0, 10) : value}</time>;
}
