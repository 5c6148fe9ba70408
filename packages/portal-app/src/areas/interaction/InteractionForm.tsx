import { Link } from 'react-router';
import { InteractionFormRules, unwrap, type Schemas } from '@credit-portal/api-client';
import { atoms, Button, Card, Field, Form, Inline, RadioGroup, Text, Textarea, TextInput, Tiles } from '@credit-portal/ui';
import { portal } from '#portal';
import { useSignOn } from '../../shell/ShellContext';
import type { Viewer } from '../../shell/session';
import { SubmissionActions } from '../../submission/SubmissionActions';
import { useSubmission, type SubmissionForm } from '../../submission/useSubmission';
import { INTERACTION_TYPES } from './interactionTypes';
import { SubmissionReceipt } from '../../views/SubmissionViews';
import { ContactFields } from '../../submission/ContactFields';
import { LoginLink } from '../../views/LoginLink';

interface InteractionValues {
  type: string;
  title: string;
  content: string;
  name: string;
  phone: string;
  email: string;
  isPublic: string;
}

const RULES = InteractionFormRules;
const BLANK: InteractionValues = { type: '', title: '', content: '', name: '', phone: '', email: '', isPublic: '1' };

/**
 * The form apart from its page (the page's form in the browser, the route's action for a form sent
 * without the page's script): fields, checks and the call that sends it.
 */
export const interactionForm: SubmissionForm<InteractionValues, Schemas['SubmissionReceipt']> = {
  rules: InteractionFormRules,
  fields: {
    type: { label: '互动类型' },
    title: { label: '标题' },
    // Too short is what a visitor gets wrong here (the box stops at the maximum): say how to put it right.
    content: { label: '内容', lengthMessage: `内容至少${RULES.content.minLength}个字，请把问题描述清楚` },
    name: { label: '联系人姓名' },
    phone: { label: '手机号码' },
    email: { label: '电子邮箱' },
  },
  blank: BLANK,
  // The admin path: a login, then the 安全验证 (spec §6).
  signIn: '网站互动',
  captcha: true,
  send: (values) =>
    unwrap(
      portal.api.POST('/cmpinternetportaladmin/website/interaction/add', {
        body: {
          type: values.type as Schemas['InteractionType'],
          title: values.title.trim(),
          content: values.content.trim(),
          name: values.name.trim(),
          phone: values.phone.trim(),
          ...(values.email.trim() ? { email: values.email.trim() } : {}),
          isPublic: values.isPublic === '1',
        },
      }),
    ),
};

/**
 * 我要提问 (addWebsiteInteraction): type, title, content, contact and whether it may be published.
 * Submissions go through the admin path and need a login (spec §6); a captcha guards the form.
 * What was typed survives a failed or timed-out submission and the round trip to the single sign-on
 * (the submission kit).
 */
export function InteractionForm({ viewer }: { viewer: Viewer | null }) {
  const signOn = useSignOn();
  const submission = useSubmission<InteractionValues, Schemas['SubmissionReceipt']>({
    ...interactionForm,
    draft: 'website-interaction',
  });
  const { form, receipt } = submission;

  if (receipt) {
    return (
      <SubmissionReceipt receipt={receipt} kind="网站互动" again="继续提问" onAgain={submission.again}>
        <Text tone="muted" leading="body">
          请妥善保存受理编号。凭受理编号和填写的手机号码，可在<Link to="/info-search">办件查询</Link>
          中查看办理进度和答复；选择公开的问题答复后将刊登在互动回复列表中。
        </Text>
      </SubmissionReceipt>
    );
  }

  const field = form.register;
  const type = field('type');
  const title = field('title');
  const content = field('content');
  const name = field('name');
  const phone = field('phone');
  const email = field('email');
  const isPublic = field('isPublic');
  return (
    <>
      {!viewer && (
        <Card look="tinted">
          <Text tone="muted" leading="body">提交网站互动需先登录。您可以先填写，登录后填写的内容会保留。</Text>
          <Inline space="sm">
            <LoginLink />
            <Button variant="secondary" onClick={signOn.onRegister}>
              注册
            </Button>
          </Inline>
        </Card>
      )}
      <Form form={form} aria-label="我要提问" actions={<SubmissionActions submission={submission} />}>
        <Tiles minWidth="md" space="md">
          <Field label="互动类型" required group error={form.errors.type} className={atoms({ gridColumn: 'full' })}>
            <RadioGroup name={type.name} value={type.value} onChange={type.onChange} onBlur={type.onBlur} options={INTERACTION_TYPES.map((value) => ({ value, label: value }))} direction="row" />
          </Field>
          <Field label="标题" required error={form.errors.title} className={atoms({ gridColumn: 'full' })}>
            <TextInput name={title.name} value={title.value} onChange={title.onChange} onBlur={title.onBlur} maxLength={RULES.title.maxLength} placeholder={`一句话概括您的问题，${RULES.title.minLength}至${RULES.title.maxLength}个字`} />
          </Field>
          <Field label="内容" required error={form.errors.content} className={atoms({ gridColumn: 'full' })}>
            <Textarea name={content.name} value={content.value} onChange={content.onChange} onBlur={content.onBlur} maxLength={RULES.content.maxLength} showCount rows={6} placeholder={`请详细描述您的问题或建议，${RULES.content.minLength}至${RULES.content.maxLength}个字`} />
          </Field>
          <ContactFields name={name} phone={phone} nameError={form.errors.name} phoneError={form.errors.phone} nameMaxLength={RULES.name.maxLength} phoneLabel="手机号码" phoneHint="用于查询办理进度，不会公开" />
          <Field label="电子邮箱" error={form.errors.email}>
            <TextInput name={email.name} value={email.value} onChange={email.onChange} onBlur={email.onBlur} maxLength={RULES.email.maxLength} type="email" autoComplete="email" />
          </Field>
          <Field label="是否公开" required group hint="公开后问题和答复将刊登在互动回复中，姓名隐去部分，手机号码不公开">
            <RadioGroup
              name={isPublic.name}
              value={isPublic.value}
              onChange={isPublic.onChange}
              options={[
                { value: '1', label: '公开' },
                { value: '0', label: '不公开' },
              ]}
              direction="row"
            />
          </Field>
        </Tiles>
      </Form>
    </>
  );
}
