import { useState } from 'react';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import {
  DateInput,
  Field,
  FileUpload,
  Form,
  Select,
  Skeleton,
  Textarea,
  TextInput,
  maxLength,
  required,
  useForm,
  validateMobile,
  type UploadedFile,
} from '@credit-portal/ui';
import { clearDraft, readDraft, useDraft } from '../../shell/draft';
import { portal } from '../../shell/portal';
import { useShell } from '../../shell/ShellContext';
import { useResource } from '../../shell/useResource';
import { FilingReceipt } from '../../views/FilingReceipt';
import * as styles from '../../views/declarations.css';
import { LoadFailure, LoginNotice } from '../../views/LoginNotice';
import { op, type Scheme } from './scheme';
import { toFormError } from '../../views/formError';

type DeclarableTarget = Schemas['DeclarableTarget'];
type AddResult = Schemas['AddResult'];

interface DeclarationValues {
  targetId: string;
  description: string;
  occurredDate: string;
  files: UploadedFile[];
  contactPhone: string;
}

const EMPTY: DeclarationValues = {
  targetId: '',
  description: '',
  occurredDate: '',
  files: [],
  contactPhone: '',
};

// The upload's rules (openapi files.yaml uploadFile): these types, 10 MB each; a declaration takes at most 10 files.
const ACCEPT = ['.pdf', '.jpg', '.jpeg', '.png', '.gif', '.doc', '.docx', '.xls', '.xlsx', '.zip', '.ofd'] as const;
const MAX_SIZE = 10 * 1024 * 1024;
const MAX_FILES = 10;
// The contract's field names where the form's differ.
const FIELD_OF: Record<string, keyof DeclarationValues> = { fileIds: 'files' };

/** yyyy-MM-dd of a local date. */
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The occurrence window the back end accepts: the last 12 months up to today. */
function occurrenceWindow(): { min: string; max: string } {
  const today = new Date();
  const earliest = new Date(today);
  earliest.setDate(earliest.getDate() - 365);
  return { min: isoDay(earliest), max: isoDay(today) };
}

const uploadEvidence = async (file: File, onProgress: (percent: number) => void) => {
  const stored = await portal.uploadFile(file, {
    onProgress: (progress) => onProgress(progress.percent),
  });
  return { id: stored.id };
};

/**
 * 在线申报: a declaration of one deed (login required; only the scheme's user type, the server
 * refuses others). Values are kept as a draft across failures and the single sign-on round trip;
 * after success the tracking number (受理编号) shows with where to look it up.
 */
export function DeclarationForm({ scheme, onSubmitted }: { scheme: Scheme; onSubmitted: () => void }) {
  const shell = useShell();
  return (
    <section className={styles.section} aria-labelledby="declare-title">
      <h2 id="declare-title" className={styles.sectionTitle}>
        在线申报
      </h2>
      {shell.user ? <DeclarableForm scheme={scheme} onSubmitted={onSubmitted} /> : <LoginNotice action={`进行${scheme.title}`} />}
    </section>
  );
}

function DeclarableForm({ scheme, onSubmitted }: { scheme: Scheme; onSubmitted: () => void }) {
  const [round, setRound] = useState(0);
  const targets = useResource((signal) => unwrap(portal.api.GET(op(scheme, 'sbTargetList'), { signal })), `sb:${scheme.kind}:${round}`);
  const [receipt, setReceipt] = useState<AddResult | null>(null);
  if (receipt) {
    return (
      <FilingReceipt
        id="declare-receipt-title"
        title="申报已提交"
        number={receipt.declareNo}
        again="继续申报"
        onAgain={() => {
          setReceipt(null);
          setRound((n) => n + 1);
        }}
      >
        提交时间：{receipt.submitTime}，当前状态：{receipt.status}
        。请牢记受理编号，可在本页“我的申报”或个人中心“我的信用积分”中按受理编号查看审核进度和审核意见。
      </FilingReceipt>
    );
  }
  if (targets.status === 'loading') return <Skeleton variant="list" count={4} label="正在加载可申报指标" />;
  if (targets.status === 'error') return <LoadFailure message={targets.message} onRetry={targets.retry} who={scheme.subjectWord} />;
  return (
    <DeclarationFields
      scheme={scheme}
      targets={targets.data}
      onDone={(result) => {
        setReceipt(result);
        onSubmitted();
      }}
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
  const draftKey = `declare-${scheme.kind}`;
  const range = occurrenceWindow();
  const targetOf = (id: string) => targets.find((target) => target.id === id);

  const form = useForm<DeclarationValues>({
    initialValues: readDraft(draftKey, EMPTY),
    timeout: 30000,
    validators: {
      targetId: [required('请选择申报指标'), (id) => targetOf(id)?.declarable !== false || '该指标本年度申报次数已达上限，请选择其他指标'],
      description: [required('请填写事项说明'), maxLength(500)],
      occurredDate: [
        required('请选择发生日期'),
        (day) => day <= range.max || '发生日期不能晚于今天',
        (day) => day >= range.min || '只能申报12个月内发生的事项',
      ],
      files: (files, all) => {
        const target = targetOf(all.targetId);
        const needed = target?.evidenceCount ?? 0;
        if (files.length > MAX_FILES) return `最多上传${MAX_FILES}份证明材料`;
        return files.length >= needed || `请上传${target?.evidence ?? '证明材料'}（至少${needed}份）`;
      },
      contactPhone: [required('请输入联系电话'), validateMobile],
    },
    onSubmit: async (values) => {
      try {
        const result = await unwrap(
          portal.api.POST(op(scheme, 'add'), {
            body: {
              targetId: values.targetId,
              description: values.description.trim(),
              occurredDate: values.occurredDate,
              fileIds: values.files.map((file) => String(file.id)),
              contactPhone: values.contactPhone.trim(),
            },
          })
        );
        clearDraft(draftKey);
        onDone(result);
      } catch (error) {
        throw toFormError(error, FIELD_OF);
      }
    },
  });
  useDraft(draftKey, form.values);

  const chosen = targetOf(form.values.targetId);
  const options = targets.map((target) => ({
    value: target.id,
    label: `${target.category} · ${target.name}（${target.points}分）${target.declarable ? '' : '（本年度已达上限）'}`,
    disabled: !target.declarable && target.id !== form.values.targetId,
  }));

  return (
    <Form form={form} aria-label={scheme.title} labels={{ submit: '提交申报' }}>
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
        <Textarea {...form.register('description')} maxLength={500} />
      </Field>
      <Field label="发生日期" required error={form.errors.occurredDate} hint="须为近12个月内且不晚于今天的日期">
        <DateInput {...form.register('occurredDate')} min={range.min} max={range.max} />
      </Field>
      <Field label="证明材料" group required={Boolean(chosen && chosen.evidenceCount > 0)} error={form.errors.files}>
        <FileUpload {...form.register('files')} onUpload={uploadEvidence} accept={ACCEPT} maxSize={MAX_SIZE} maxFiles={MAX_FILES} />
      </Field>
      <Field label="联系电话" required error={form.errors.contactPhone} hint="用于审核人员核实情况">
        <TextInput {...form.register('contactPhone')} type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} />
      </Field>
    </Form>
  );
}
