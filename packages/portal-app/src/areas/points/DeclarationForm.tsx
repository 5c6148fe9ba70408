import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { AddRequestRules, catalogueMessage, unwrap, type Schemas } from '@credit-portal/api-client';
import { DateInput, Field, FileUpload, Form, Select, Textarea, TextInput, validationMessages, type UploadedFile } from '@credit-portal/ui';
import { portal } from '#portal';
import { useActedReceipt, useSubmission, type SubmissionForm } from '../../submission/useSubmission';
import { EVIDENCE_ACCEPT, EVIDENCE_MAX_SIZE, storeEvidence, uploadEvidence } from '../../views/evidence';
import { FilingReceipt } from '../../views/FilingReceipt';
import { LoadFailure, LoginNotice } from '../../views/LoginNotice';
import type { declareLegalLoader } from './loaders';
import { op, type Scheme } from '../../creditpoints/scheme';
import { PageSection } from '../../views/PageSection';
import { daysAgo, today } from '../../submission/dates';

type DeclarableTarget = Schemas['DeclarableTarget'];
type AddResult = Schemas['AddResult'];
/** The targets the visitor may declare, as the route's loader read them ('forbidden' outside the scheme's user type). */
type Declarable = NonNullable<Awaited<ReturnType<typeof declareLegalLoader>>['mine']>['declarable'];

interface DeclarationValues {
  targetId: string;
  description: string;
  occurredDate: string;
  files: UploadedFile[];
  contactPhone: string;
}

const RULES = AddRequestRules;
const EMPTY: DeclarationValues = {
  targetId: '',
  description: '',
  occurredDate: '',
  files: [],
  contactPhone: '',
};


/** The occurrence window the back end accepts: the last 12 months up to today (China Standard Time). */
function occurrenceWindow(): { min: string; max: string } {
  return { min: daysAgo(365), max: today() };
}

/**
 * The declaration apart from its page (the page's form in the browser, the route's action for a form sent
 * without the page's script): its checks depend on the targets the visitor may declare and on today.
 */
export function declarationForm(scheme: Scheme, targets: DeclarableTarget[]): SubmissionForm<DeclarationValues, AddResult> {
  const range = occurrenceWindow();
  const targetOf = (id: string) => targets.find((target) => target.id === id);
  const evidenceNeeded = (id: string) => targetOf(id)?.evidenceCount ?? 0;
  return {
    rules: AddRequestRules,
    fields: {
      targetId: { label: '申报指标', requiredMessage: '请选择申报指标' },
      description: { label: '事项说明' },
      occurredDate: { label: '发生日期', requiredMessage: '请选择发生日期' },
      // The contract's checks (a file at least, its maximum at most) where the chosen target asks for
      // evidence; the upload itself never takes more than the maximum.
      files: { label: '证明材料', from: 'fileIds', when: (values: DeclarationValues) => evidenceNeeded(values.targetId) > 0 },
      contactPhone: { label: '联系电话', patternMessage: validationMessages.mobile },
    },
    // What depends on the chosen target and on today, which the contract cannot say.
    validators: {
      targetId: (id) => targetOf(id)?.declarable !== false || '该指标本年度申报次数已达上限，请选择其他指标',
      occurredDate: [(day) => day <= range.max || '发生日期不能晚于今天', (day) => day >= range.min || '只能申报12个月内发生的事项'],
      files: (files, all) => {
        const needed = evidenceNeeded(all.targetId);
        return files.length >= needed || `请上传${targetOf(all.targetId)?.evidence ?? '证明材料'}（至少${needed}份）`;
      },
    },
    blank: EMPTY,
    send: (values) =>
      unwrap(
        portal.api.POST(op(scheme, 'add'), {
          body: {
            targetId: values.targetId,
            description: values.description.trim(),
            occurredDate: values.occurredDate,
            fileIds: values.files.map((file) => String(file.id)),
            contactPhone: values.contactPhone.trim(),
          },
        })
      ),
    // The contract's field names where the form's differ.
    rename: { fileIds: 'files' },
    signIn: scheme.title,
    uploads: { files: storeEvidence },
  };
}

/**
 * 在线申报: a declaration of one deed (login required; only the scheme's user type, the server
 * refuses others). Values are kept as a draft across failures and the single sign-on round trip;
 * after success the tracking number (受理编号) shows with where to look it up. `declarable` is null
 * for an anonymous visitor.
 */
export function DeclarationForm({ scheme, declarable }: { scheme: Scheme; declarable: Declarable | null }) {
  return (
    <PageSection id="declare-title" title="在线申报">
      {declarable ? (
        <DeclarableForm scheme={scheme} declarable={declarable} />
      ) : (
        <LoginNotice action={`进行${scheme.title}`} />
      )}
    </PageSection>
  );
}

function DeclarableForm({ scheme, declarable }: { scheme: Scheme; declarable: Declarable }) {
  const revalidator = useRevalidator();
  // A declaration sent without the page's script comes back with its receipt from the route's action.
  const [receipt, setReceipt] = useState<AddResult | null>(useActedReceipt<AddResult>());
  if (receipt) {
    return (
      <FilingReceipt
        id="declare-receipt-title"
        title="申报已提交"
        number={receipt.declareNo}
        again="继续申报"
        // The targets' counts of this year were read again after the submission (the router, after the route's action).
        onAgain={() => setReceipt(null)}
      >
        提交时间：{receipt.submitTime}，当前状态：{receipt.status}
        。请牢记受理编号，可在本页“我的申报”或个人中心“我的信用积分”中按受理编号查看审核进度和审核意见。
      </FilingReceipt>
    );
  }
  if (declarable === 'forbidden') {
    return <LoadFailure message={catalogueMessage('forbidden')} onRetry={() => void revalidator.revalidate()} who={scheme.subjectWord} />;
  }
  return (
    <DeclarationFields
      scheme={scheme}
      targets={declarable}
      onDone={setReceipt}
    />
  );
}

function DeclarationFields({
  scheme,
  targets,
  onDone,
}: {
  scheme: Scheme;
  targets: DeclarableTarget[];
  onDone: (result: AddResult) => void;
}) {
  const range = occurrenceWindow();
  const targetOf = (id: string) => targets.find((target) => target.id === id);

  const submission = useSubmission<DeclarationValues, AddResult>({
    ...declarationForm(scheme, targets),
    draft: `declare-${scheme.kind}`,
    // The receipt takes the form's place (DeclarableForm).
    onSent: onDone,
  });
  const { form } = submission;

  const chosen = targetOf(form.values.targetId);
  const options = targets.map((target) => ({
    value: target.id,
    label: `${target.category} · ${target.name}（${target.points}分）${target.declarable ? '' : '（本年度已达上限）'}`,
    disabled: !target.declarable && target.id !== form.values.targetId,
  }));

  return (
    <Form form={form} encType="multipart/form-data" aria-label={scheme.title} labels={{ submit: '提交申报' }}>
      <Field
        label="申报指标"
        required
        error={form.errors.targetId}
        hint={
          chosen
            ? `认定标准：${chosen.standard}；所需证明材料：${chosen.evidence}（至少${chosen.evidenceCount}份）；每年可申报${chosen.maxPerYear}次，本年度已申报${chosen.declaredThisYear}次。`
            : '请选择本次申报的积分指标'
        }
      >
        <Select {...form.register('targetId')} options={options} placeholder="请选择申报指标" />
      </Field>
      <Field label="事项说明" required error={form.errors.description} hint="请简要说明守信事项的时间、地点和经过">
        <Textarea {...form.register('description')} maxLength={RULES.description.maxLength} />
      </Field>
      <Field label="发生日期" required error={form.errors.occurredDate} hint="须为近12个月内且不晚于今天的日期">
        <DateInput {...form.register('occurredDate')} min={range.min} max={range.max} />
      </Field>
      <Field label="证明材料" group required={Boolean(chosen && chosen.evidenceCount > 0)} error={form.errors.files}>
        <FileUpload {...form.register('files')} onUpload={submission.uploading('files', uploadEvidence)} accept={EVIDENCE_ACCEPT} maxSize={EVIDENCE_MAX_SIZE} maxFiles={RULES.fileIds.maxItems} />
      </Field>
      <Field label="联系电话" required error={form.errors.contactPhone} hint="用于审核人员核实情况">
        <TextInput {...form.register('contactPhone')} type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} />
      </Field>
    </Form>
  );
}
