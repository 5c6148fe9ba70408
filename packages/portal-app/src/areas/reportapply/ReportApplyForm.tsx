import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { catalogueMessage, reportapply_ApplyRequestRules, unwrap, type OperationResult } from '@credit-portal/api-client';
import { Field, Form, Select, Textarea, validationMessages } from '@credit-portal/ui';
import { portal } from '#portal';
import { useActedReceipt, useSubmission, type SubmissionForm } from '../../submission/useSubmission';
import { intentAddress } from '../../submission/action';
import { FilingReceipt } from '../../views/FilingReceipt';
import { LoadFailure, LoginNotice } from '../../views/LoginNotice';
import type { creditReportLoader } from './loaders';
import { FORBIDDEN, REPORT_APPLICANTS } from '../../creditreports/reportApi';
import { PageSection } from '../../views/PageSection';
import { ContactFields } from '../../submission/ContactFields';

type ApplyResult = OperationResult<'applyCreditReport'>;
type Template = OperationResult<'getReportTemplatePage'>['records'][number];
/** What the route's loader read for a logged-in visitor: the types to choose from and my applications. */
type Mine = NonNullable<Awaited<ReturnType<typeof creditReportLoader>>['mine']>;

interface ApplyValues {
  templateId: string;
  purpose: string;
  contactName: string;
  contactPhone: string;
}

const RULES = reportapply_ApplyRequestRules;
const EMPTY: ApplyValues = {
  templateId: '',
  purpose: '',
  contactName: '',
  contactPhone: '',
};

/** The application's name among the page's forms (its action's intent). */
export const REPORT_APPLY = 'apply';

/**
 * The application apart from its page: the page's form in the browser, the route's action for a form
 * sent without the page's script.
 */
export const reportApplyForm: SubmissionForm<ApplyValues, ApplyResult> = {
  rules: reportapply_ApplyRequestRules,
  fields: {
    templateId: { label: '报告类型', requiredMessage: '请选择报告类型' },
    purpose: { label: '报告用途' },
    contactName: { label: '联系人' },
    contactPhone: { label: '联系电话', patternMessage: validationMessages.mobile },
  },
  blank: EMPTY,
  signIn: '信用报告申请',
  send: (values) =>
    unwrap(
      portal.api.POST('/cmpinternetportalfront/creditreportapply/apply', {
        body: {
          templateId: values.templateId,
          purpose: values.purpose.trim(),
          contactName: values.contactName.trim(),
          contactPhone: values.contactPhone.trim(),
        },
      })
    ),
};

/**
 * 申请信用报告 (login required, enterprises only: the server refuses other user types). The
 * application list the page shows is checked against first (the route's loader read it), so an
 * organisation or a person sees the no-permission message instead of a form it cannot send.
 */
export function ReportApplyForm({ mine }: { mine: Mine | null }) {
  return (
    <PageSection id="report-apply-title" title="申请信用报告">
      {mine ? <ApplyArea mine={mine} /> : <LoginNotice action="申请信用报告" />}
    </PageSection>
  );
}

function ApplyArea({ mine }: { mine: Mine }) {
  const revalidator = useRevalidator();
  // An application sent without the page's script comes back with its receipt from the route's action.
  const [receipt, setReceipt] = useState<ApplyResult | null>(useActedReceipt<ApplyResult>(REPORT_APPLY));
  if (receipt) {
    return (
      <FilingReceipt id="report-receipt-title" title="申请已提交" number={receipt.applyNo} again="继续申请" onAgain={() => setReceipt(null)}>
        申请时间：{receipt.applyTime}，当前状态：{receipt.status}
        。报告经审核生成后，可在本页“我的申请”或个人中心“信用报告申请”中按受理编号查看状态并下载报告。
      </FilingReceipt>
    );
  }
  // The server's answer to my applications says whether this account may apply at all (403 for anything but an enterprise).
  if (mine.applications === FORBIDDEN) {
    return <LoadFailure message={catalogueMessage('forbidden')} onRetry={() => void revalidator.revalidate()} who={REPORT_APPLICANTS} />;
  }
  return (
    <ApplyFields
      templates={mine.choices}
      // The router reads 我的申请 again after the route's action took the application.
      onDone={setReceipt}
    />
  );
}

function ApplyFields({ templates, onDone }: { templates: Template[]; onDone: (result: ApplyResult) => void }) {
  const { form } = useSubmission<ApplyValues, ApplyResult>({
    ...reportApplyForm,
    draft: 'credit-report-apply',
    intent: REPORT_APPLY,
    // The receipt takes the form's place (ApplyArea).
    onSent: onDone,
  });
  const chosen = templates.find((template) => template.id === form.values.templateId);

  return (
    <Form form={form} action={intentAddress(REPORT_APPLY)} aria-label="申请信用报告" labels={{ submit: '提交申请' }}>
      <Field
        label="报告类型"
        required
        error={form.errors.templateId}
        hint={
          chosen ? `适用场景：${chosen.scope}；报告内容：${chosen.contents}；有效期${chosen.validDays}天。` : '请选择要申请的信用报告类型'
        }
      >
        <Select
          {...form.register('templateId')}
          options={templates.map((t) => ({ value: t.id, label: t.name }))}
          placeholder="请选择报告类型"
        />
      </Field>
      <Field label="报告用途" required error={form.errors.purpose} hint="如：参加工程项目投标、申请银行贷款">
        <Textarea {...form.register('purpose')} maxLength={RULES.purpose.maxLength} />
      </Field>
      <ContactFields name={form.register('contactName')} phone={form.register('contactPhone')} nameError={form.errors.contactName} phoneError={form.errors.contactPhone} nameMaxLength={RULES.contactName.maxLength} />
    </Form>
  );
}
