import { ShoeCityFeedbackFormRules, unwrap, type Schemas } from '@credit-portal/api-client';
import { atoms, Field, Form, RadioGroup, Text, Textarea, TextInput, Tiles } from '@credit-portal/ui';
import { portal } from '#portal';
import type { Viewer } from '../../shell/session';
import { SubmissionActions } from '../../submission/SubmissionActions';
import { useSubmission, type SubmissionForm } from '../../submission/useSubmission';
import { SignInNotice, SubmissionReceipt } from '../../views/SubmissionViews';
import { ContactFields } from '../../submission/ContactFields';

type Feedback = Schemas['ShoeCityFeedbackForm'];
interface FeedbackValues {
  kind: string;
  enterpriseName: string;
  content: string;
  name: string;
  phone: string;
}

const RULES = ShoeCityFeedbackFormRules;
const BLANK: FeedbackValues = { kind: '', enterpriseName: '', content: '', name: '', phone: '' };
const KINDS: readonly Feedback['kind'][] = RULES.kind.enum;

/**
 * The form apart from its page (the page's form in the browser, the route's action for a form sent
 * without the page's script): fields, checks and the call that sends it.
 */
export const shoeCityFeedbackForm: SubmissionForm<FeedbackValues, Schemas['SubmissionReceipt']> = {
  rules: ShoeCityFeedbackFormRules,
  fields: {
    kind: { label: '类别' },
    enterpriseName: { label: '企业名称' },
    content: { label: '内容' },
    name: { label: '联系人姓名' },
    phone: { label: '手机号码' },
  },
  blank: BLANK,
  // A login first: the kit sends an anonymous visitor to the sign-on, the draft brings the values back.
  signIn: '投诉建议',
  send: (values) =>
    unwrap(
      portal.api.POST('/cmpinternetportaladmin/shoecitycomplaintsuggestions/add', {
        body: {
          kind: values.kind as Feedback['kind'],
          enterpriseName: values.enterpriseName.trim(),
          content: values.content.trim(),
          name: values.name.trim(),
          phone: values.phone.trim(),
        },
      }),
    ),
};

/**
 * 信用鞋城投诉建议 (addShoeCityComplaintSuggestion, openapi: sent from /credit-shoes-info): a complaint
 * about or a suggestion for a shoe-trade enterprise. It goes through the admin path and needs a login
 * (spec §6); the back end asks for no captcha. What was typed survives a failed submission and the
 * round trip to the single sign-on (the submission kit).
 */
export function ShoeCityFeedbackForm({ viewer }: { viewer: Viewer | null }) {
  const submission = useSubmission<FeedbackValues, Schemas['SubmissionReceipt']>({
    ...shoeCityFeedbackForm,
    draft: 'shoe-city-feedback',
  });
  const { form, receipt } = submission;

  if (receipt) {
    return (
      <SubmissionReceipt receipt={receipt} kind="投诉建议" again="继续提交" onAgain={submission.again}>
        <Text tone="muted" leading="body">请妥善保存受理编号。鞋城服务中心将通过您留下的手机号码联系您反馈办理情况。</Text>
      </SubmissionReceipt>
    );
  }

  return (
    <>
      {!viewer && <SignInNotice>提交投诉建议需先登录。您可以先填写，登录后填写的内容会保留。</SignInNotice>}
      <Form form={form} aria-label="鞋城投诉建议" actions={<SubmissionActions submission={submission} />}>
        <Tiles minWidth="md" space="md">
          <Field label="类别" required group error={form.errors.kind} className={atoms({ gridColumn: 'full' })}>
            <RadioGroup {...form.register('kind')} options={KINDS.map((value) => ({ value, label: value }))} direction="row" />
          </Field>
          <Field label="企业名称" required hint="投诉或建议涉及的企业" error={form.errors.enterpriseName} className={atoms({ gridColumn: 'full' })}>
            <TextInput {...form.register('enterpriseName')} maxLength={RULES.enterpriseName.maxLength} />
          </Field>
          <Field label="内容" required error={form.errors.content} className={atoms({ gridColumn: 'full' })}>
            <Textarea
              {...form.register('content')}
              maxLength={RULES.content.maxLength}
              showCount
              rows={6}
              placeholder={`请详细描述情况或建议，${RULES.content.minLength}至${RULES.content.maxLength}个字`}
            />
          </Field>
          <ContactFields name={form.register('name')} phone={form.register('phone')} nameError={form.errors.name} phoneError={form.errors.phone} nameMaxLength={RULES.name.maxLength} phoneLabel="手机号码" phoneHint="用于反馈办理情况，不会公开" />
        </Tiles>
      </Form>
    </>
  );
}
