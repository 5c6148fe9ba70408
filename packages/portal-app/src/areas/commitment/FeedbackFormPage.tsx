import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import { Field, Form, FormSubmitError, RadioGroup, TextInput, Textarea, required, useForm, validateMobile, type FieldValidator } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { clearDraft, readDraft, useDraft } from '../../shell/draft';
import { portal } from '../../shell/portal';
import { useShell } from '../../shell/ShellContext';
import { FormActions } from '../../views/FormActions';
import { SignInNotice } from '../../views/SubmissionViews';
import { toFormError } from '../../views/formError';
import { normaliseTrackingNo } from '../../views/submissions';
import { SectionNav } from '../../views/SectionNav';
import { COMMITMENT_NO, COMMITMENT_SECTIONS, FULFILMENT_STATES } from './commitment';
import type { FeedbackReceiptState } from './FeedbackReceiptPage';
import * as styles from './commitment.css';

interface FeedbackValues {
  commitmentNo: string;
  fulfilment: string;
  description: string;
  contactName: string;
  phone: string;
}

const BLANK: FeedbackValues = { commitmentNo: '', fulfilment: '', description: '', contactName: '', phone: '' };
const DRAFT = 'commitment-feedback';
// Spec §9: requests time out after 30 s; the form says so and keeps the values.
const SUBMIT_TIMEOUT = 30_000;
const DESCRIPTION_MIN = 10;
const DESCRIPTION_MAX = 1000;

const lengthBetween =
  (min: number, max: number, message: string): FieldValidator<string, FeedbackValues> =>
  (value) => {
    const length = Array.from(value.trim()).length;
    return (length >= min && length <= max) || message;
  };

/**
 * /commitent-feedback (承诺反馈): a logged-in subject reports how it fulfilled one of its commitments,
 * quoting the 承诺编号 (CN…); the 安全验证 dialog comes before sending, and the receipt page shows the
 * FK 受理编号. What was typed is kept (shell/draft.ts) through errors, failures and an expired login.
 */
export function Component() {
  const shell = useShell();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [initial] = useState(() => {
    const draft = readDraft(DRAFT, BLANK);
    const asked = normaliseTrackingNo(params.get('commitmentNo') ?? '');
    return COMMITMENT_NO.test(asked) ? { ...draft, commitmentNo: asked } : draft;
  });
  const form = useForm<FeedbackValues>({
    initialValues: initial,
    timeout: SUBMIT_TIMEOUT,
    validators: {
      commitmentNo: [required('请输入承诺编号'), (value) => COMMITMENT_NO.test(normaliseTrackingNo(value)) || '承诺编号为CN加12位数字，如 CN202611200001'],
      fulfilment: required('请选择履约情况'),
      description: [required('请填写履约说明'), lengthBetween(DESCRIPTION_MIN, DESCRIPTION_MAX, `履约说明应为${DESCRIPTION_MIN}至${DESCRIPTION_MAX}个字`)],
      contactName: [required('请输入联系人姓名'), lengthBetween(2, 30, '联系人姓名应为2至30个字')],
      phone: [required('请输入手机号码'), validateMobile],
    },
    onSubmit: async (values) => {
      if (!(await shell.requestCaptcha())) throw new FormSubmitError('请完成安全验证后再提交');
      try {
        const receipt = await unwrap(
          portal.api.POST('/cmpinternetportaladmin/commitmentfeedback/add', {
            body: {
              commitmentNo: normaliseTrackingNo(values.commitmentNo),
              fulfilment: values.fulfilment as Schemas['CommitmentFeedbackForm']['fulfilment'],
              description: values.description.trim(),
              contactName: values.contactName.trim(),
              phone: values.phone.trim(),
            },
          }),
        );
        clearDraft(DRAFT);
        const state: FeedbackReceiptState = { receipt };
        void navigate(`/feedback-submit-success?trackingNo=${encodeURIComponent(receipt.trackingNo)}`, { state });
      } catch (error) {
        throw toFormError(error);
      }
    },
  });
  useDraft(DRAFT, form.values, !form.succeeded);

  const text = (name: 'commitmentNo' | 'contactName' | 'phone') => {
    const f = form.register(name);
    return { name: f.name, value: f.value, onChange: f.onChange, onBlur: f.onBlur };
  };
  const description = form.register('description');

  return (
    <div className={styles.page}>
      <PageTitle className={styles.title}>承诺反馈</PageTitle>
      <SectionNav label="信用承诺栏目" sections={COMMITMENT_SECTIONS} />
      <p className={styles.lead}>
        承诺主体在承诺事项履行后，可在此报告履约情况。承诺受理部门核查后，承诺的公示状态更新为已履约、部分履约或未履约；经核查未履约的，记入
        <Link to="/credit-dishonest">违诺失信</Link>信息。反馈提交后可凭受理编号在<Link to="/commitent-inquire">承诺查询</Link>中查看办理进度。
      </p>
      {!shell.user ? (
        <SignInNotice>承诺反馈需由作出承诺的主体登录后提交：法人及非法人组织使用企业或组织账号，自然人使用个人账号。</SignInNotice>
      ) : (
        <Form form={form} aria-label="承诺反馈" actions={<FormActions submitting={form.submitting} onReset={() => form.reset(BLANK)} />}>
          <div className={styles.formGrid}>
            <Field label="承诺编号" required error={form.errors.commitmentNo} hint="签署承诺后获得的编号，可在承诺公示中查到，如 CN202611200001">
              <TextInput {...text('commitmentNo')} maxLength={20} autoComplete="off" />
            </Field>
            <Field label="履约情况" required error={form.errors.fulfilment}>
              <RadioGroup {...form.register('fulfilment')} direction="row" options={FULFILMENT_STATES.map((state) => ({ value: state, label: state }))} />
            </Field>
            <Field
              label="履约说明"
              required
              error={form.errors.description}
              className={styles.wide}
              hint={`${DESCRIPTION_MIN}至${DESCRIPTION_MAX}字：承诺事项的履行过程、完成时间；未全部履行的，说明原因和补正安排`}
            >
              <Textarea name={description.name} value={description.value} onChange={description.onChange} onBlur={description.onBlur} rows={6} maxLength={DESCRIPTION_MAX} showCount />
            </Field>
            <Field label="联系人" required error={form.errors.contactName}>
              <TextInput {...text('contactName')} maxLength={30} autoComplete="name" />
            </Field>
            <Field label="手机号码" required error={form.errors.phone} hint="用于核实情况和查询办理进度，不公开">
              <TextInput {...text('phone')} type="tel" inputMode="numeric" maxLength={11} autoComplete="tel" />
            </Field>
          </div>
        </Form>
      )}
    </div>
  );
}
Component.displayName = 'FeedbackFormPage';
