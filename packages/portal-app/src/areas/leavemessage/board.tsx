// What the pages of 公众留言 share: the sub-navigation, the message types, the status tag and the
// address of a message's detail.
import { LEAVE_MESSAGE_HREF } from '../../addresses';
import { SectionNav } from '../../views/SectionNav';

export { StatusTag, When, type BoardMessage } from '../../views/boardMessages';
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
