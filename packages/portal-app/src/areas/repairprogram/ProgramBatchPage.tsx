import { useState, type FormEvent } from 'react';
import { Link, useLoaderData } from 'react-router';
import { catalogueMessage, isPortalError, RepairConfirmFormRules, unwrap, type Schemas } from '@credit-portal/api-client';
import { atoms, Button, DataTable, Field, Form, Inline, Select, Text, Textarea, Tiles } from '@credit-portal/ui';
import { site } from '../../config/site';
import { SubmissionActions } from '../../submission/SubmissionActions';
import { submissionClientAction } from '../../submission/clientAction';
import { useSubmission, type SubmissionForm } from '../../submission/useSubmission';
import { PageSection } from '../../views/PageSection';
import { BatchFileInput } from './BatchFileInput';
import { BASES, BATCH_STATUS_NAMES } from './labels';
import { program } from '#program';
import { REASON_LIMITS } from './actions';
import type { operatorOnlyLoader } from './loaders';
import { ProgramFrame } from './ProgramFrame';
import { loginOnExpiry } from './program';
import { checkBatch } from './upload';
import { useLoginOnExpiry } from './useLoginOnExpiry';
import { StatusText } from './StatusText';

type Batch = Schemas['RepairBatch'];
type Row = Schemas['RepairBatchRow'];

const rowColumns = (withResult: boolean) => [
  { key: 'rowNo', title: '行号' },
  { key: 'kind', title: '记录类型' },
  { key: 'creditCode', title: '统一社会信用代码' },
  { key: 'documentNo', title: '决定文书号/案号' },
  { key: 'subjectName', title: '主体名称', render: (row: Row) => row.subjectName ?? '—' },
  { key: 'status', title: '检查结果', render: (row: Row) => <StatusText state={row.status === 'found' ? 'open' : 'failed'}>{BATCH_STATUS_NAMES[row.status]}</StatusText> },
  { key: 'message', title: '说明' },
  ...(withResult ? [{ key: 'result', title: '处理结果', render: (row: Row) => row.result ?? '' }] : []),
];

function CheckForm({ onChecked }: { onChecked: (batch: Batch) => void }) {
  const toLogin = useLoginOnExpiry();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError('请选择填写好的 xlsx 或 csv 文件');
    setChecking(true);
    setError(null);
    try {
      onChecked(await checkBatch(file));
    } catch (failure) {
      if (!toLogin(failure)) setError(isPortalError(failure) ? (failure.fieldErrors.file ?? failure.message) : catalogueMessage('server'));
    } finally {
      setChecking(false);
    }
  };
  return (
    <form method="post" aria-label="上传撤销清单" className={atoms({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 'md' })} onSubmit={(event) => void submit(event)} noValidate>
      <Field label="撤销清单" required hint="xlsx 或 UTF-8 编码的 csv，第1行为表头，最多500行" error={error}>
        <BatchFileInput onChange={setFile} disabled={checking} />
      </Field>
      <Button type="submit" variant="primary" loading={checking}>
        {checking ? '正在检查…' : '上传并检查'}
      </Button>
    </form>
  );
}

interface ConfirmValues {
  basis: string;
  reason: string;
  /** The batch checked before (not a field the operator edits: the batch the form confirms). */
  batchNo: string;
}

const CONFIRM_FIELDS = {
  rules: RepairConfirmFormRules,
  fields: { basis: { label: '修复依据' }, reason: { label: '撤销原因' } },
} satisfies Omit<SubmissionForm<ConfirmValues, Batch>, 'send' | 'blank'>;

/** 确认批量撤销, sent by the route's clientAction: the batch named by the form; `from`, where the login brings the operator back. */
export const confirmAction = submissionClientAction<ConfirmValues, Batch>(async ({ request }) => ({
  ...CONFIRM_FIELDS,
  blank: { basis: '', reason: '', batchNo: '' },
  validators: { batchNo: (value) => /^[\w-]{1,40}$/.test(value) || '未找到要确认的批次，请重新上传' },
  send: async (values) => {
    try {
      return await unwrap(
        program.api.POST('/repairprogram/batch/{batchNo}/confirm', {
          params: { path: { batchNo: values.batchNo } },
          body: { basis: values.basis as Schemas['RepairCancelBasis'], reason: values.reason.trim() },
        }),
      );
    } catch (error) {
      throw loginOnExpiry(error, new URL(request.url));
    }
  },
}));

function ConfirmForm({ batch, onDone }: { batch: Batch; onDone: (batch: Batch) => void }) {
  const submission = useSubmission<ConfirmValues, Batch>({
    ...CONFIRM_FIELDS,
    blank: { basis: '', reason: '', batchNo: batch.batchNo },
    draft: `repair-program-batch-${batch.batchNo}`,
    onSent: onDone,
  });
  const { form } = submission;
  return (
    <Form form={form} aria-label="确认批量撤销" actions={<SubmissionActions submission={submission} resettable={false} labels={{ submit: `确认撤销${batch.foundCount}条记录的公示`, submitting: '正在撤销…' }} />}>
      <Tiles minWidth="md" space="md">
        <Field label="修复依据" required error={form.errors.basis}>
          <Select {...form.register('basis')} options={BASES.map((value) => ({ value, label: value }))} />
        </Field>
        <Field label="撤销原因" required error={form.errors.reason} className={atoms({ gridColumn: 'full' })}>
          <Textarea {...form.register('reason')} rows={3} maxLength={REASON_LIMITS.max} showCount />
        </Field>
      </Tiles>
    </Form>
  );
}

function counts(batch: Batch) {
  const of = (status: Row['status']) => batch.rows.filter((row) => row.status === status).length;
  return `共${batch.rows.length}行：已找到${of('found')}条，已撤销公示${of('alreadyCancelled')}条，未找到${of('notFound')}条，格式有误${of('invalid')}条`;
}

function Batches() {
  const [batch, setBatch] = useState<Batch | null>(null);
  const done = batch?.status === '已完成';
  return (
    <>
      <PageSection id="batch-template" title="第一步：下载模板并填写">
        <Text leading="relaxed">
          每行一条记录：记录类型（行政处罚或失信被执行人）、统一社会信用代码、处罚决定书文号或案号。
          <a href={`${site.apiBase}/repairprogram/batch/template`} download="批量撤销公示模板.xlsx">
            下载批量撤销公示模板（xlsx）
          </a>
        </Text>
      </PageSection>
      <PageSection id="batch-check" title="第二步：上传并检查">
        {batch && !done ? <Button onClick={() => setBatch(null)}>重新上传</Button> : <CheckForm onChecked={setBatch} />}
      </PageSection>
      {batch && (
        <PageSection id="batch-rows" title={done ? '处理结果' : '第三步：核对检查结果并确认'}>
          <Text leading="relaxed" role="status">
            批次 {batch.batchNo}（{batch.fileName}）{counts(batch)}
            {done && `；已撤销公示${batch.rows.filter((row) => row.result === '已撤销公示').length}条`}
          </Text>
          <DataTable<Row> caption={done ? '每行的处理结果' : '每行的检查结果'} captionHidden rows={batch.rows} rowKey={(row) => row.rowNo} columns={rowColumns(done)} />
          {!done && batch.foundCount > 0 && <ConfirmForm batch={batch} onDone={setBatch} />}
          {!done && batch.foundCount === 0 && <p>没有可撤销公示的记录，请修改清单后重新上传。</p>}
          {done && (
            <Inline space="sm">
              <Link to="/repair-program-cancel-log">查看撤销记录</Link>
              <Button onClick={() => setBatch(null)}>继续批量撤销</Button>
            </Inline>
          )}
        </PageSection>
      )}
    </>
  );
}

/** /repair-program-batch-cancel: a spreadsheet of records checked row by row, confirmed, then a result per row. */
export function Component() {
  const { operator } = useLoaderData<typeof operatorOnlyLoader>();
  return (
    <ProgramFrame title="批量撤销公示" operator={operator}>
      <Batches />
    </ProgramFrame>
  );
}
Component.displayName = 'RepairProgramBatchPage';
