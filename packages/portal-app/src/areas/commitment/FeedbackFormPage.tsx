import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { CommitmentFeedbackFormRules, unwrap, type Schemas } from '@credit-portal/api-client';
import { atoms, Card, Field, Form, RadioGroup, Text, Textarea, TextInput, Tiles } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { portal } from '#portal';
import type { viewerLoader } from '../../shell/session';
import { SignInNotice } from '../../views/SubmissionViews';
import { normaliseTrackingNo } from '../../views/submissions';
import { SectionNav } from '../../views/SectionNav';
import { SubmissionActions } from '../../submission/SubmissionActions';
import { useSubmission, type SubmissionForm } from '../../submission/useSubmission';
import { COMMITMENT_NO, COMMITMENT_NO_MESSAGE, COMMITMENT_SECTIONS, FULFILMENT_STATES } from './commitment';
import type { FeedbackReceiptState } from './FeedbackReceiptPage';
import { ContactFields } from '../../submission/ContactFields';

interface FeedbackValues {
  commitmentNo: string;
  fulfilment: string;
  description: string;
  contactName: string;
  phone: string;
}

const RULES = CommitmentFeedbackFormRules;
const BLANK: FeedbackValues = { commitmentNo: '', fulfilment: '', description: '', contactName: '', phone: '' };

const feedbackReceiptAddress = (receipt: Schemas['SubmissionReceipt']) => `/feedback-submit-success?trackingNo=${encodeURIComponent(receipt.trackingNo)}`;

/**
 * The feedback apart from its page (the page's form in the browser, the route's action for a form sent
 * without the page's script): fields, checks, the add operation and the receipt's page.
 */
export const feedbackForm: SubmissionForm<FeedbackValues, Schemas['SubmissionReceipt']> = {
  rules: CommitmentFeedbackFormRules,
  fields: {
    commitmentNo: { label: '承诺编号', normalise: normaliseTrackingNo, patternMessage: COMMITMENT_NO_MESSAGE },
    fulfilment: { label: '履约情况' },
    description: { label: '履约说明' },
    contactName: { label: '联系人姓名' },
    phone: { label: '手机号码' },
  },
  validators: { commitmentNo: (value) => COMMITMENT_NO.test(normaliseTrackingNo(value)) || COMMITMENT_NO_MESSAGE },
  blank: BLANK,
  captcha: true,
  send: (values) =>
    unwrap(
      portal.api.POST('/cmpinternetportaladmin/commitmentfeedback/add', {
        body: {
          commitmentNo: normaliseTrackingNo(values.commitmentNo),
          fulfilment: values.fulfilment as Schemas['CommitmentFeedbackForm']['fulfilment'],
          description: values.description.trim(),
          contactName: values.contactName.trim(),
          phone: values.phone.trim(),
        },
      }),
    ),
  receiptAddress: feedbackReceiptAddress,
};

/**
 * /commitent-feedback (承诺反馈): a logged-in subject reports how it fulfilled one of its commitments,
 * quoting the 承诺编号 (CN…); the 安全验证 dialog comes before sending, and the receipt page shows the
 * FK 受理编号. What was typed is kept through errors, failures and an expired login (the submission kit).
 */
export function Component() {
  const { viewer } = useLoaderData<typeof viewerLoader>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const submission = useSubmission<FeedbackValues, Schemas['SubmissionReceipt']>({
    ...feedbackForm,
    draft: 'commitment-feedback',
    initial: (draft) => {
      const asked = normaliseTrackingNo(params.get('commitmentNo') ?? '');
      return COMMITMENT_NO.test(asked) ? { ...draft, commitmentNo: asked } : draft;
    },
    onSent: (receipt) => {
      const state: FeedbackReceiptState = { receipt };
      void navigate(feedbackReceiptAddress(receipt), { state });
    },
  });
  const { form } = submission;

  const text = (name: 'commitmentNo' | 'contactName' | 'phone') => {
    const f = form.register(name);
    return { name: f.name, value: f.value, onChange: f.onChange, onBlur: f.onBlur };
  };
  const description = form.register('description');

  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>承诺反馈</PageTitle>
      <SectionNav label="信用承诺栏目" sections={COMMITMENT_SECTIONS} />
      <Text tone="muted" leading="body">
        承诺主体在承诺事项履行后，可在此报告履约情况。承诺受理部门核查后，承诺的公示状态更新为已履约、部分履约或未履约；经核查未履约的，记入
        <Link to="/credit-dishonest">违诺失信</Link>信息。反馈提交后可凭受理编号在<Link to="/commitent-inquire">承诺查询</Link>中查看办理进度。
      </Text>
      {!viewer ? (
        <SignInNotice>承诺反馈需由作出承诺的主体登录后提交：法人及非法人组织使用企业或组织账号，自然人使用个人账号。</SignInNotice>
      ) : (
        <Form form={form} aria-label="承诺反馈" actions={<SubmissionActions submission={submission} />}>
          <Tiles minWidth="md" space="md">
            <Field label="承诺编号" required error={form.errors.commitmentNo} hint="签署承诺后获得的编号，可在承诺公示中查到，如 CN202611200001">
              <TextInput {...text('commitmentNo')} maxLength={20} autoComplete="off" />
            </Field>
            <Field label="履约情况" required error={form.errors.fulfilment}>
              <RadioGroup {...form.register('fulfilment')} direction="row" options={FULFILMENT_STATES.map((state) => ({ value: state, label: state }))} />
            </Field>
            <Field
              label="履约说明"
              required
              error={form.errors.description} className={atoms({ gridColumn: 'full' })}
              hint={`${RULES.description.minLength}至${RULES.description.maxLength}字：承诺事项的履行过程、完成时间；未全部履行的，说明原因和补正安排`}
            >
              <Textarea name={description.name} value={description.value} onChange={description.onChange} onBlur={description.onBlur} rows={6} maxLength={RULES.description.maxLength} showCount />
            </Field>
            <ContactFields name={text('contactName')} phone={text('phone')} nameError={form.errors.contactName} phoneError={form.errors.phone} nameMaxLength={RULES.contactName.maxLength} phoneLabel="手机号码" phoneHint="用于核实情况和查询办理进度，不公开" />
          </Tiles>
        </Form>
      )}
    </Card>
  );
}
Component.displayName = 'FeedbackFormPage';
