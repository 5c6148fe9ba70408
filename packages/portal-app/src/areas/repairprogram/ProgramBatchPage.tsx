import { useState, type FormEvent } from 'react';
import { Link, useActionData, useLoaderData, useLocation } from 'react-router';
import { catalogueMessage, isPortalError, type Schemas } from '@credit-portal/api-client';
import { atoms, Button, DataTable, Field, FileInput, Form, Inline, Select, Text, Textarea, Tiles } from '@credit-portal/ui';
import { site } from '../../config/site';
import { useHydrated } from '../../shell/hydrated';
import { intentAddress, intentOf, type SubmissionAnswer } from '../../submission/action';
import { SubmissionActions } from '../../submission/SubmissionActions';
import { useSubmission } from '../../submission/useSubmission';
import { PageSection } from '../../views/PageSection';
import { BASES, BATCH_STATUS_NAMES } from './labels';
import { REASON_LIMITS } from './actions';
import { CHECK, checkBatchFile, CONFIRM, CONFIRM_FIELDS, type BatchCheckAnswer, type ConfirmValues } from './batch';
import type { operatorOnlyLoader } from './loaders';
import { ProgramFrame } from './ProgramFrame';
import { checkBatch } from './upload';
import { useLoginOnExpiry } from './useLoginOnExpiry';
import { StatusText } from './StatusText';
import { CREDIT_CODE_COLUMN } from '../../views/columns';

/** The page's address (上传并检查 again, without the page's script). */
const BATCH_PATH = '/repair-program-batch-cancel';

type Batch = Schemas['RepairBatch'];
type Row = Schemas['RepairBatchRow'];

const rowColumns = (withResult: boolean) => [
  { key: 'rowNo', title: '行号' },
  { key: 'kind', title: '记录类型' },
  CREDIT_CODE_COLUMN,
  { key: 'documentNo', title: '决定文书号/案号' },
  { key: 'subjectName', title: '主体名称', render: (row: Row) => row.subjectName ?? '—' },
  { key: 'status', title: '检查结果', render: (row: Row) => <StatusText state={row.status === 'found' ? 'open' : 'failed'}>{BATCH_STATUS_NAMES[row.status]}</StatusText> },
  { key: 'message', title: '说明' },
  ...(withResult ? [{ key: 'result', title: '处理结果', render: (row: Row) => row.result ?? '' }] : []),
];

/**
 * 上传并检查: with the page's script the chosen file is checked here and sent to the back end's check from
 * the browser; without it the form is a multipart POST to the route's action (batch.ts), whose refusal
 * stands beside the field (`refused`).
 */
function CheckForm({ onChecked, refused }: { onChecked: (batch: Batch) => void; refused?: string | undefined }) {
  const toLogin = useLoginOnExpiry();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(refused ?? null);
  const [checking, setChecking] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = checkBatchFile(file ? [file] : []);
    if (wrong !== null) return setError(wrong);
    setChecking(true);
    setError(null);
    try {
      onChecked(await checkBatch(file as File));
    } catch (failure) {
      if (!toLogin(failure)) setError(isPortalError(failure) ? (failure.fieldErrors.file ?? failure.message) : catalogueMessage('server'));
    } finally {
      setChecking(false);
    }
  };
  return (
    <form
      method="post"
      encType="multipart/form-data"
      action={intentAddress(CHECK)}
      aria-label="上传撤销清单"
      className={atoms({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 'md' })}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Field label="撤销清单" required hint="xlsx 或 UTF-8 编码的 csv，第1行为表头，最多500行" error={error}>
        <FileInput
          name="file"
          accept={['.xlsx', '.csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv']}
          onChange={(files) => setFile(files[0] ?? null)}
          disabled={checking}
        />
      </Field>
      <Button type="submit" variant="primary" loading={checking}>
        {checking ? '正在检查…' : '上传并检查'}
      </Button>
    </form>
  );
}

/** The batch 确认批量撤销 confirms: its number, and how many of its rows will be cancelled (unknown on a confirmation the action refused). */
interface Confirming {
  batchNo: string;
  foundCount?: number;
}

function ConfirmForm({ batch, onDone }: { batch: Confirming; onDone: (batch: Batch) => void }) {
  const submission = useSubmission<ConfirmValues, Batch>({
    ...CONFIRM_FIELDS,
    blank: { basis: '', reason: '', batchNo: batch.batchNo },
    draft: `repair-program-batch-${batch.batchNo}`,
    intent: CONFIRM,
    onSent: onDone,
  });
  const { form } = submission;
  const submit = batch.foundCount === undefined ? '确认撤销公示' : `确认撤销${batch.foundCount}条记录的公示`;
  return (
    <Form
      form={form}
      action={intentAddress(CONFIRM)}
      aria-label="确认批量撤销"
      actions={<SubmissionActions submission={submission} resettable={false} labels={{ submit, submitting: '正在撤销…' }} />}
    >
      {/* The batch the form confirms, posted with it without the page's script. */}
      <input type="hidden" name="batchNo" value={batch.batchNo} />
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

/** What the route's action answered a form of the page sent without its script (each form's by its intent). */
function useActed(): { check?: BatchCheckAnswer | undefined; confirm?: SubmissionAnswer<Batch> | undefined } {
  const acted = useActionData() as { batchCheck?: BatchCheckAnswer; submission?: SubmissionAnswer<Batch> } | undefined;
  const intent = intentOf(useLocation().search);
  return { check: intent === CHECK ? acted?.batchCheck : undefined, confirm: intent === CONFIRM ? acted?.submission : undefined };
}

/** Back to 上传并检查: the page's own state with its script, the page again without it. */
function Again({ onClick, children }: { onClick: () => void; children: string }) {
  return useHydrated() ? <Button onClick={onClick}>{children}</Button> : <Link to={BATCH_PATH}>{children}</Link>;
}

function Batches() {
  const acted = useActed();
  const [batch, setBatch] = useState<Batch | null>(acted.confirm?.receipt ?? acted.check?.batch ?? null);
  // A confirmation the action refused: the form again, with its messages, for the batch it named (its
  // rows were shown on the page before).
  const refusedBatchNo = acted.confirm?.receipt === undefined ? acted.confirm?.values?.batchNo : undefined;
  const [confirming, setConfirming] = useState<Confirming | null>(typeof refusedBatchNo === 'string' && refusedBatchNo !== '' ? { batchNo: refusedBatchNo } : null);
  const again = () => {
    setBatch(null);
    setConfirming(null);
  };
  const confirmed = (result: Batch) => {
    setConfirming(null);
    setBatch(result);
  };
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
        {(batch && !done) || confirming ? <Again onClick={again}>重新上传</Again> : <CheckForm onChecked={setBatch} refused={acted.check?.error} />}
      </PageSection>
      {confirming && !batch && (
        <PageSection id="batch-rows" title="第三步：核对检查结果并确认">
          <Text leading="relaxed" role="status">
            批次 {confirming.batchNo} 尚未确认：请按提示修改后确认撤销；需要再次核对各行检查结果的，请重新上传清单。
          </Text>
          <ConfirmForm batch={confirming} onDone={confirmed} />
        </PageSection>
      )}
      {batch && (
        <PageSection id="batch-rows" title={done ? '处理结果' : '第三步：核对检查结果并确认'}>
          <Text leading="relaxed" role="status">
            批次 {batch.batchNo}（{batch.fileName}）{counts(batch)}
            {done && `；已撤销公示${batch.rows.filter((row) => row.result === '已撤销公示').length}条`}
          </Text>
          <DataTable<Row> caption={done ? '每行的处理结果' : '每行的检查结果'} captionHidden rows={batch.rows} rowKey={(row) => row.rowNo} columns={rowColumns(done)} />
          {!done && batch.foundCount > 0 && <ConfirmForm batch={batch} onDone={confirmed} />}
          {!done && batch.foundCount === 0 && <p>没有可撤销公示的记录，请修改清单后重新上传。</p>}
          {done && (
            <Inline space="sm">
              <Link to="/repair-program-cancel-log">查看撤销记录</Link>
              <Again onClick={again}>继续批量撤销</Again>
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
