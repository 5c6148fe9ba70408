// 我要留言's form apart from its page: its fields, checks and the call that sends it, shared by the page
// (in the browser) and the route's action (a form sent without the page's script).
import { LeaveMessageFormRules, unwrap, type Schemas } from '@credit-portal/api-client';
import { portal } from '#portal';
import type { SubmissionForm } from '../../submission/useSubmission';

type Receipt = Schemas['SubmissionReceipt'];
type MessageType = Schemas['MessageType'];

export interface Values {
  title: string;
  type: string;
  content: string;
  name: string;
  phone: string;
  /** 公开 '1' or 不公开 '0'; empty until chosen. */
  isPublic: string;
}

export const RULES = LeaveMessageFormRules;
export const EMPTY: Values = { title: '', type: '', content: '', name: '', phone: '', isPublic: '' };

export const leaveMessageForm: SubmissionForm<Values, Receipt> = {
  rules: LeaveMessageFormRules,
  fields: {
    // The form words its lengths as its hints do (2 至 50 个字).
    title: { label: '留言标题', lengthMessage: `留言标题应为 ${RULES.title.minLength} 至 ${RULES.title.maxLength} 个字` },
    type: { label: '留言类型' },
    content: { label: '留言内容', lengthMessage: `留言内容应为 ${RULES.content.minLength} 至 ${RULES.content.maxLength} 个字` },
    name: { label: '留言人姓名', lengthMessage: `姓名应为 ${RULES.name.minLength} 至 ${RULES.name.maxLength} 个字` },
    phone: { label: '手机号码' },
    isPublic: { label: '是否公开', requiredMessage: '请选择是否公开' },
  },
  blank: EMPTY,
  // The contract's security: a login first (no 安全验证 on this form).
  signIn: '留言',
  send: (values) =>
    unwrap(
      portal.api.POST('/cmpinternetportalfront/leavemessage/leavemessage/add', {
        body: {
          title: values.title.trim(),
          type: values.type as MessageType,
          content: values.content.trim(),
          name: values.name.trim(),
          phone: values.phone.trim(),
          isPublic: values.isPublic === '1',
        },
      }),
    ),
};
