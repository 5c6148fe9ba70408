import { RiskPersonDeclareFormRules, unwrap, type Schemas } from '@credit-portal/api-client';
import { Checkbox, Field, Form, Select, Textarea, TextInput } from '@credit-portal/ui';
import { portal } from '#portal';
import { useSubmission, type SubmissionForm } from '../../submission/useSubmission';
import { intentAddress } from '../../submission/action';
import { SubmissionActions } from '../../submission/SubmissionActions';

type RiskType = Schemas['RiskPersonDeclareForm']['riskType'];
export type Receipt = Schemas['SubmissionReceipt'];

const RULES = RiskPersonDeclareFormRules;

/** The report's name among the page's forms (its action's intent). */
export const RISK_REPORT = 'report';
/** 风险类别 of the contract (RiskPersonDeclareForm.riskType). */
const RISK_TYPES: readonly RiskType[] = RULES.riskType.enum;

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

/** The resident ID as it is sent: trimmed, a final x upper-cased. */
const normaliseId = (value: string) => value.trim().toUpperCase();

/**
 * The report apart from its page: the page's form in the browser, the route's action for a form sent
 * without the page's script (the 安全验证 then as an image and a field).
 */
export const riskReportForm: SubmissionForm<RiskReportValues, Receipt> = {
  rules: RiskPersonDeclareFormRules,
  fields: {
    name: { label: '报告人姓名' },
    idNumber: { label: '身份证号码', normalise: normaliseId },
    phone: { label: '手机号码' },
    riskType: { label: '风险类别' },
    riskSubject: { label: '涉及主体名称' },
    content: { label: '风险情况描述' },
  },
  // Not part of the report: the reporter's own word that it is true.
  validators: { truthful: (v) => v === true || '请确认所报告内容真实' },
  blank: EMPTY,
  captcha: true,
  send: (values) => {
    const subject = values.riskSubject.trim();
    return unwrap(
      portal.api.POST('/cmpinternetportalfront/riskpersondeclare/add', {
        body: {
          name: values.name.trim(),
          idNumber: normaliseId(values.idNumber),
          phone: values.phone.trim(),
          riskType: values.riskType as RiskType,
          ...(subject ? { riskSubject: subject } : {}),
          content: values.content.trim(),
        },
      }),
    );
  },
};

/**
 * 我要报告 (失信风险警示报告, riskpersondeclare/add): open to everyone, linked to the account when
 * logged in. The 安全验证 dialog comes before the report is sent; the receipt's 受理编号 goes to `onReceipt`.
 * What was typed survives a reload and the single sign-on's round trip (the submission kit).
 */
export function RiskReportForm({ onReceipt }: { onReceipt: (receipt: Receipt, phone: string) => void }) {
  const submission = useSubmission<RiskReportValues, Receipt>({
    ...riskReportForm,
    draft: 'risk-report',
    intent: RISK_REPORT,
    onSent: (receipt, values) => {
      // A fresh form for another report; the page shows the receipt above it.
      submission.again();
      onReceipt(receipt, values.phone.trim());
    },
  });
  const { form } = submission;

  const { value: truthful, ...truthfulField } = form.register('truthful');
  return (
    <Form
      form={form}
      action={intentAddress(RISK_REPORT)}
      aria-label="失信风险警示报告"
      labels={{ succeeded: '报告已提交' }}
      actions={<SubmissionActions submission={submission} resettable={false} />}
    >
      <Field label="报告人姓名" required error={form.errors.name}>
        <TextInput {...form.register('name')} autoComplete="name" maxLength={RULES.name.maxLength} />
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
        <TextInput {...form.register('riskSubject')} maxLength={RULES.riskSubject.maxLength} />
      </Field>
      <Field
        label="风险情况描述"
        required
        hint={`${RULES.content.minLength}至${RULES.content.maxLength}字：时间、地点、经过和涉及金额等`}
        error={form.errors.content}
      >
        <Textarea {...form.register('content')} rows={6} maxLength={RULES.content.maxLength} showCount />
      </Field>
      <Field error={form.errors.truthful}>
        <Checkbox {...truthfulField} checked={truthful} label="本人承诺所报告内容真实，如有虚假愿承担相应责任" />
      </Field>
    </Form>
  );
}
