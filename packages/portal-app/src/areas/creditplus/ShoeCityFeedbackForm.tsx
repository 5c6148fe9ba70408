import { useState } from 'react';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import {
  Field,
  Form,
  FormSubmitError,
  maxLength,
  minLength,
  RadioGroup,
  required,
  Textarea,
  TextInput,
  useForm,
  validateMobile,
} from '@credit-portal/ui';
import { portal } from '../../shell/portal';
import { useShell } from '../../shell/ShellContext';
import { clearDraft, readDraft, useDraft } from '../../shell/draft';
import { FormActions } from '../../views/FormActions';
import { SignInNotice, SubmissionReceipt } from '../../views/SubmissionViews';
import { toFormError } from '../../views/formError';
import * as styles from '../../views/submission.css';

type Feedback = Schemas['ShoeCityFeedbackForm'];
interface FeedbackValues {
  kind: string;
  enterpriseName: string;
  content: string;
  name: string;
  phone: string;
}

const BLANK: FeedbackValues = { kind: '', enterpriseName: '', content: '', name: '', phone: '' };
const DRAFT = 'shoe-city-feedback';
const KINDS: readonly Feedback['kind'][] = ['投诉', '建议'];


/**
 * 信用鞋城投诉建议 (addShoeCityComplaintSuggestion, openapi: sent from /credit-shoes-info): a complaint
 * about or a suggestion for a shoe-trade enterprise. It goes through the admin path and needs a login
 * (spec §6); the back end asks for no captcha. What was typed survives a failed submission and the
 * round trip to the single sign-on (shell/draft.ts).
 */
export function ShoeCityFeedbackForm() {
  const shell = useShell();
  const [receipt, setReceipt] = useState<Schemas['SubmissionReceipt'] | null>(null);
  const [initial] = useState(() => readDraft(DRAFT, BLANK));
  const form = useForm<FeedbackValues>({
    initialValues: initial,
    validators: {
      kind: required('请选择类别'),
      enterpriseName: [required('请输入企业名称'), minLength(2, '企业名称至少2个字'), maxLength(100, '企业名称最多100个字')],
      content: [required('请输入内容'), minLength(10, '内容至少10个字，请把情况描述清楚'), maxLength(1000, '内容最多1000个字')],
      name: [required('请输入联系人姓名'), minLength(2, '姓名至少2个字'), maxLength(30, '姓名最多30个字')],
      phone: [required('请输入手机号码'), validateMobile],
    },
    onSubmit: async (values) => {
      if (!shell.user) {
        // The draft is in sessionStorage already; the sign-on brings the visitor back to it.
        shell.login();
        throw new FormSubmitError('提交投诉建议需先登录，正在跳转到统一身份认证平台，登录后可继续提交');
      }
      try {
        const answer = await unwrap(
          portal.api.POST('/cmpinternetportaladmin/shoecitycomplaintsuggestions/add', {
            body: {
              kind: values.kind as Feedback['kind'],
              enterpriseName: values.enterpriseName.trim(),
              content: values.content.trim(),
              name: values.name.trim(),
              phone: values.phone.trim(),
            },
          }),
        );
        clearDraft(DRAFT);
        setReceipt(answer);
      } catch (error) {
        throw toFormError(error);
      }
    },
  });
  useDraft(DRAFT, form.values);

  if (receipt) {
    return (
      <SubmissionReceipt
        receipt={receipt}
        kind="投诉建议"
        again="继续提交"
        onAgain={() => {
          form.reset(BLANK);
          setReceipt(null);
        }}
      >
        <p className={styles.lead}>请妥善保存受理编号。鞋城服务中心将通过您留下的手机号码联系您反馈办理情况。</p>
      </SubmissionReceipt>
    );
  }

  const field = form.register;
  const kind = field('kind');
  const enterpriseName = field('enterpriseName');
  const content = field('content');
  const name = field('name');
  const phone = field('phone');
  return (
    <>
      {!shell.user && <SignInNotice>提交投诉建议需先登录。您可以先填写，登录后填写的内容会保留。</SignInNotice>}
      <Form form={form} aria-label="鞋城投诉建议" actions={<FormActions submitting={form.submitting} onReset={() => form.reset(BLANK)} />}>
        <div className={styles.formGrid}>
          <Field label="类别" required group error={form.errors.kind} className={styles.wide}>
            <RadioGroup name={kind.name} value={kind.value} onChange={kind.onChange} onBlur={kind.onBlur} options={KINDS.map((value) => ({ value, label: value }))} direction="row" />
          </Field>
          <Field label="企业名称" required hint="投诉或建议涉及的企业" error={form.errors.enterpriseName} className={styles.wide}>
            <TextInput name={enterpriseName.name} value={enterpriseName.value} onChange={enterpriseName.onChange} onBlur={enterpriseName.onBlur} maxLength={100} />
          </Field>
          <Field label="内容" required error={form.errors.content} className={styles.wide}>
            <Textarea name={content.name} value={content.value} onChange={content.onChange} onBlur={content.onBlur} maxLength={1000} showCount rows={6} placeholder="请详细描述情况或建议，10至1000个字" />
          </Field>
          <Field label="联系人" required error={form.errors.name}>
            <TextInput name={name.name} value={name.value} onChange={name.onChange} onBlur={name.onBlur} maxLength={30} autoComplete="name" />
          </Field>
          <Field label="手机号码" required hint="用于反馈办理情况，不会公开" error={form.errors.phone}>
            <TextInput name={phone.name} value={phone.value} onChange={phone.onChange} onBlur={phone.onBlur} maxLength={11} type="tel" inputMode="numeric" autoComplete="tel" />
          </Field>
        </div>
      </Form>
    </>
  );
}
