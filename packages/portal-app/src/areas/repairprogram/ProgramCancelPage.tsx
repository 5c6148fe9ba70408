import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { RepairCancelFormRules, unwrap, type Schemas } from '@credit-portal/api-client';
import { atoms, Card, Field, FileUpload, Form, FormSubmitError, Inline, SectionHeading, Select, Textarea, Tiles, type UploadedFile } from '@credit-portal/ui';
import { EVIDENCE_ACCEPT, EVIDENCE_MAX_SIZE } from '../../views/evidence';
import { Facts } from '../../views/Facts';
import { SubmissionActions } from '../../submission/SubmissionActions';
import { submissionClientAction } from '../../submission/clientAction';
import { useActedReceipt, useSubmission, type SubmissionForm } from '../../submission/useSubmission';
import { PageSection } from '../../views/PageSection';
import { BASES, detailHref, KIND_NAMES, kindOf, recordIdOf } from './labels';
import { program } from '#program';
import { REASON_LIMITS } from './actions';
import type { recordLoader } from './loaders';
import { ProgramFrame } from './ProgramFrame';
import { NoRecord } from './RecordOfAddress';
import { loginOnExpiry } from './program';
import { storeAttachment, uploadAttachment } from './upload';

const RULES = RepairCancelFormRules;

interface CancelValues {
  basis: string;
  reason: string;
  files: UploadedFile[];
}

/** The attachments' rules: the upload's (uploadRepairProgramAttachment: uploadFile's types, 10 MB each), at most RepairFileIds' 5. */
const FILE_RULES = { accept: EVIDENCE_ACCEPT, maxSize: EVIDENCE_MAX_SIZE, maxFiles: RULES.fileIds.maxItems };

/** The form of 撤销公示: its fields and checks, as the page shows them. */
const CANCEL_FIELDS = {
  rules: RepairCancelFormRules,
  fields: { basis: { label: '修复依据' }, reason: { label: '撤销原因' }, files: { label: '附件', from: 'fileIds' } },
  blank: { basis: '', reason: '', files: [] },
  rename: { fileIds: 'files' },
  fileRules: { files: FILE_RULES },
} satisfies Omit<SubmissionForm<CancelValues, Schemas['RepairCancellation']>, 'send'>;

/**
 * 撤销公示 of one record, sent by the route's clientAction, or by its action without the page's script
 * (the attachments sent with the form, stored by the action); `from`: the page's address, where the
 * login brings the operator back.
 */
function cancelForm(record: { kind: Schemas['RepairRecordKind']; id: string }, from: URL): SubmissionForm<CancelValues, Schemas['RepairCancellation']> {
  return {
    ...CANCEL_FIELDS,
    uploads: {
      files: async (file) => {
        try {
          return await storeAttachment(file);
        } catch (error) {
          throw loginOnExpiry(error, from);
        }
      },
    },
    send: async (values) => {
      try {
        return await unwrap(
          program.api.POST('/repairprogram/records/{kind}/{id}/cancel', {
            params: { path: { kind: record.kind, id: record.id } },
            body: {
              basis: values.basis as Schemas['RepairCancelBasis'],
              reason: values.reason.trim(),
              ...(values.files.length > 0 ? { fileIds: values.files.map((file) => String(file.id)) } : {}),
            },
          }),
        );
      } catch (error) {
        // An ended session: to the login, which brings the operator back here (the draft keeps the form).
        throw loginOnExpiry(error, from);
      }
    },
  };
}

/** The form for the record the page's address names (the route makes its server action from it). */
export async function cancelFormOf({ request }: { request: Request }) {
  const url = new URL(request.url);
  const kind = kindOf(url.searchParams.get('kind'));
  const id = recordIdOf(url.searchParams.get('id'));
  if (!kind || !id) throw new FormSubmitError('未指定要撤销公示的记录，请重新查询后操作');
  return cancelForm({ kind, id }, url);
}
/** The route's clientAction (with the page's script). */
export const cancelAction = submissionClientAction(cancelFormOf);

function CancelForm({ record, onCancelled }: { record: Schemas['RepairRecordDetail']; onCancelled: (cancellation: Schemas['RepairCancellation']) => void }) {
  // The submission kit keeps what was typed as a draft, so an ended session loses nothing: the login
  // brings the operator back to this address and the draft fills the form again.
  const submission = useSubmission<CancelValues, Schemas['RepairCancellation']>({
    ...CANCEL_FIELDS,
    draft: `repair-program-cancel-${record.kind}-${record.id}`,
    onSent: onCancelled,
  });
  const { form } = submission;
  return (
    <Form form={form} aria-label="撤销公示" encType="multipart/form-data" actions={<SubmissionActions submission={submission} labels={{ submit: '确认撤销公示', submitting: '正在撤销…' }} />}>
      <Tiles minWidth="md" space="md">
        <Field label="修复依据" required error={form.errors.basis}>
          <Select {...form.register('basis')} options={BASES.map((value) => ({ value, label: value }))} />
        </Field>
        <Field label="撤销原因" required error={form.errors.reason} className={atoms({ gridColumn: 'full' })}>
          <Textarea {...form.register('reason')} rows={4} maxLength={REASON_LIMITS.max} showCount placeholder="写明当事人履行义务、整改和承诺的情况" />
        </Field>
        <Field label="附件" group hint={`修复申请书、罚款缴纳凭证、信用承诺书等，最多${RULES.fileIds.maxItems}份，每份不超过10MB`} error={form.errors.files} className={atoms({ gridColumn: 'full' })}>
          <FileUpload {...form.register('files')} onUpload={submission.uploading('files', uploadAttachment)} {...FILE_RULES} />
        </Field>
      </Tiles>
    </Form>
  );
}

function Cancel({ data }: { data: Schemas['RepairRecordDetail'] }) {
  // Done by the route's action (the form sent without the page's script), or once the form is sent.
  const [done, setDone] = useState<Schemas['RepairCancellation'] | null>(useActedReceipt<Schemas['RepairCancellation']>());
  const { kind, id } = data;
  if (done) {
    return (
      <Card as="section" aria-labelledby="cancel-done">
        <SectionHeading level={2} id="cancel-done">
          已撤销公示
        </SectionHeading>
        <p role="status">
          {done.subjectName}（{done.documentNo}）已于 {done.cancelTime} 撤销公示，已从双公示、失信名单等公开栏目和企业信用档案中移除。
        </p>
        <Inline space="sm">
          <Link to={detailHref(kind, id)}>查看记录详情</Link>
          <Link to="/repair-program-cancel-log">查看撤销记录</Link>
          <Link to="/repair-program-single-Search">继续查询</Link>
        </Inline>
      </Card>
    );
  }
  return (
        <>
          <PageSection id="cancel-record" title="待撤销的记录">
            <Facts
              facts={[
                ['记录类型', KIND_NAMES[data.kind]],
                ['主体名称', data.subjectName],
                ['统一社会信用代码', data.creditCode],
                ['决定文书号/案号', <Link key="no" to={detailHref(data.kind, data.id)}>{data.documentNo}</Link>],
                ['事由', data.title],
                ['决定机关', data.organName],
                ['决定日期', data.decisionDate],
                ['公示状态', data.publicityStatus],
              ]}
            />
          </PageSection>
          <PageSection id="cancel-form" title="撤销公示">
            {data.publicityStatus === '公示中' ? (
              <CancelForm record={data} onCancelled={setDone} />
            ) : (
              <p>
                该记录已撤销公示。需要恢复公示的，请在<Link to={detailHref(data.kind, data.id)}>记录详情</Link>中办理。
              </p>
            )}
          </PageSection>
        </>
  );
}

/** /repair-program-single-cancel?kind=…&id=…: end one record's publicity with its basis, reason and attachments. */
export function Component() {
  const { operator, page: record } = useLoaderData<typeof recordLoader>();
  return (
    <ProgramFrame title="撤销公示" operator={operator}>
      {record ? <Cancel key={`${record.kind}-${record.id}`} data={record} /> : <NoRecord hint="请先查询要撤销公示的记录" />}
    </ProgramFrame>
  );
}
Component.displayName = 'RepairProgramCancelPage';
