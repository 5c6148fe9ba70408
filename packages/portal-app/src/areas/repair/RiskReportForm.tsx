import { useState } from 'react';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import {
  Checkbox,
  Field,
  Form,
  FormSubmitError,
  maxLength,
  minLength,
  required,
  Select,
  Textarea,
  TextInput,
  useForm,
  validateMobile,
  validateResidentId,
} from '@credit-portal/ui';
import { clearDraft, readDraft, useDraft } from '../../shell/draft';
import { portal } from '../../shell/portal';
import { useShell } from '../../shell/ShellContext';
import { toFormError } from '../../views/formError';
import * as styles from './repair.css';

type RiskType = Schemas['RiskPersonDeclareForm']['riskType'];
export type Receipt = Schemas['SubmissionReceipt'];

/** 风险类别 of the contract (RiskPersonDeclareForm.riskType). */
const RISK_TYPES: readonly RiskType[] = ['拖欠款项', '合同违约', '非法集资', '电信网络诈骗', '虚假信息', '其他'];
const CONTENT_MIN = 20;
const CONTENT_MAX = 2000;
// Spec §9: requests time out after 30 s; the form says so and keeps the values.
const SUBMIT_TIMEOUT = 30_000;
/** What was typed survives a reload and the single sign-on's round trip after an expired login. */
const DRAFT_KEY = 'risk-report';

interface RiskReportValues {
  name: string;
  idNumber: string;
  phone: string;
  riskType: string;
  riskSubject: string;
  content: string;
  truthful: boolean;
}

const EMPTY: RiskReportValues = { name: '', idNumber: '', phone: '', riskType: '', riskSubject: '', content: '', truthful: false };

/**
 * 我要报告 (失信风险警示报告, riskpersondeclare/add): open to everyone, linked to the account when
 * logged in. The 安全验证 dialog comes before the report is sent; the receipt's 受理编号 goes to `onReceipt`.
 */
export function RiskReportForm({ onReceipt }: { onReceipt: (receipt: Receipt, phone: string) => void }) {
  const shell = useShell();
  const [initial] = useState(() => readDraft(DRAFT_KEY, EMPTY));
  const form = useForm<RiskReportValues>({
    initialValues: initial,
    timeout: SUBMIT_TIMEOUT,
    validators: {
      name: [required('请输入报告人姓名'), minLength(2, '姓名至少2个字'), maxLength(30)],
      idNumber: [required('请输入身份证号码'), validateResidentId],
      phone: [required('请输入手机号码'), validateMobile],
      riskType: required('请选择风险类别'),
      riskSubject: maxLength(100),
      content: [
        required('请描述风险情况'),
        minLength(CONTENT_MIN, `风险情况描述至少${CONTENT_MIN}个字`),
        maxLength(CONTENT_MAX),
      ],
      truthful: (v) => v === true || '请确认所报告内容真实',
    },
    onSubmit: async (values) => {
      if (!(await shell.requestCaptcha())) throw new FormSubmitError('请先完成安全验证，再提交报告');
      const subject = values.riskSubject.trim();
      try {
        const receipt = await unwrap(
          portal.api.POST('/cmpinternetportalfront/riskpersondeclare/add', {
            body: {
              name: values.name.trim(),
              idNumber: values.idNumber.trim().toUpperCase(),
              phone: values.phone.trim(),
              riskType: values.riskType as RiskType,
              ...(subject ? { riskSubject: subject } : {}),
              content: values.content.trim(),
            },
          }),
        );
        clearDraft(DRAFT_KEY);
        // A fresh form for another report; the receipt shows above it.
        form.reset(EMPTY);
        onReceipt(receipt, values.phone.trim());
      } catch (error) {
        throw toFormError(error);
      }
    },
  });

  // Keep the draft while the visitor types; a successful report removes it.
  useDraft(DRAFT_KEY, form.values, !form.succeeded);

  const { value: truthful, ...truthfulField } = form.register('truthful');
  return (
    <Form form={form} aria-label="失信风险警示报告" className={styles.narrowForm} labels={{ succeeded: '报告已提交' }}>
      <Field label="报告人姓名" required error={form.errors.name}>
        <TextInput {...form.register('name')} autoComplete="name" maxLength={30} />
      </Field>
      <Field label="身份证号码" required hint="与手机号码一起用于查询办理进度" error={form.errors.idNumber}>
        <TextInput {...form.register('idNumber')} maxLength={18} autoComplete="off" />
      </Field>
      <Field label="手机号码" required error={form.errors.phone}>
        <TextInput {...form.register('phone')} type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} />
      </Field>
      <Field label="风险类别" required error={form.errors.riskType}>
        <Select {...form.register('riskType')} placeholder="请选择风险类别" options={RISK_TYPES.map((t) => ({ value: t, label: t }))} />
      </Field>
      <Field label="涉及主体名称" hint="企业、组织或个人的名称，知道时填写" error={form.errors.riskSubject}>
        <TextInput {...form.register('riskSubject')} maxLength={100} />
      </Field>
      <Field label="风险情况描述" required hint={`${CONTENT_MIN}至${CONTENT_MAX}字：时间、地点、经过和涉及金额等`} error={form.errors.content}>
        <Textarea {...form.register('content')} rows={6} maxLength={CONTENT_MAX} showCount />
      </Field>
      <Field error={form.errors.truthful}>
        <Checkbox {...truthfulField} checked={truthful} label="本人承诺所报告内容真实，如有虚假愿承担相应责任" />
      </Field>
    </Form>
  );
}
