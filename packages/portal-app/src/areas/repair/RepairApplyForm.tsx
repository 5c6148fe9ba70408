import { Link } from 'react-router';
import { RepairApplyFormRules, unwrap, type Schemas } from '@credit-portal/api-client';
import { atoms, Button, Checkbox, Field, FileUpload, Form, Select, Text, Textarea, Tiles, type UploadedFile } from '@credit-portal/ui';
import { portal } from '#portal';
import { ContactFields } from '../../submission/ContactFields';
import { SubmissionActions } from '../../submission/SubmissionActions';
import { useSubmission, type SubmissionForm } from '../../submission/useSubmission';
import { EVIDENCE_ACCEPT, EVIDENCE_MAX_SIZE, storeEvidence, uploadEvidence } from '../../views/evidence';
import { ReceiptFacts, ReceiptPanel, SignInNotice } from '../../views/SubmissionViews';

const RULES = RepairApplyFormRules;

/** The repair commitment the applicant signs (信用修复承诺书, as 信用中国 words it). */
export const REPAIR_COMMITMENT =
  '本单位承诺：已纠正失信行为、履行相关义务，所提交的信用修复申请材料真实、准确、完整；如有虚假，愿承担相应法律责任，' +
  '并同意将承诺履行情况纳入信用记录；信用修复后如再次发生同类失信行为，自愿接受从重惩戒。';

interface ApplyValues {
  recordId: string;
  contactName: string;
  contactPhone: string;
  statement: string;
  commitmentSigned: boolean;
  files: UploadedFile[];
}

const BLANK: ApplyValues = { recordId: '', contactName: '', contactPhone: '', statement: '', commitmentSigned: false, files: [] };

/**
 * The application apart from its page (the page's form in the browser, the route's action for a form sent
 * without the page's script): fields, files and the apply operation.
 */
export const repairApplyForm: SubmissionForm<ApplyValues, Schemas['RepairApplyReceipt']> = {
  rules: RepairApplyFormRules,
  fields: {
    recordId: { label: '处罚记录', requiredMessage: '请选择要修复的行政处罚记录' },
    contactName: { label: '联系人' },
    contactPhone: { label: '联系电话' },
    statement: { label: '整改情况说明' },
    commitmentSigned: { label: '信用修复承诺书', requiredMessage: '请阅读并签署信用修复承诺书' },
    files: { label: '证明材料', from: 'fileIds' },
  },
  blank: BLANK,
  signIn: '信用修复申请',
  captcha: true,
  send: (values) =>
    unwrap(
      portal.api.POST('/cmpinternetportaladmin/creditrepair/apply', {
        body: {
          recordId: values.recordId,
          contactName: values.contactName.trim(),
          contactPhone: values.contactPhone.trim(),
          statement: values.statement.trim(),
          commitmentSigned: values.commitmentSigned,
          fileIds: values.files.map((file) => String(file.id)),
        },
      }),
    ),
  rename: { fileIds: 'files' },
  uploads: { files: storeEvidence },
};

/**
 * 在线申请信用修复 (/wanna-repair): as 信用中国 offers it per record, an enterprise (or organisation) logged in
 * picks one of its publicised penalty records, states how it corrected the violation, signs the repair
 * commitment and uploads its proof; the receipt carries the application number, and the user centre
 * (我的信用修复) follows it. `records` is null for an anonymous visitor, 'forbidden' for a natural person.
 */
export function RepairApplyForm({
  records,
  chosen = null,
}: {
  records: Schemas['RepairMyRecord'][] | null | 'forbidden';
  /** The record a page's 申请信用修复 named (loaders.ts chosenRecord): chosen in the form, or told why not. */
  chosen?: Schemas['RepairMyRecord'] | null;
}) {
  // A record waiting for a decision is not offered again; the form says so rather than choosing it.
  const preselect = chosen && chosen.applicationStatus !== '待审核' ? chosen.recordId : null;
  const submission = useSubmission<ApplyValues, Schemas['RepairApplyReceipt']>({
    ...repairApplyForm,
    draft: 'credit-repair-apply',
    // The record the visitor came to repair wins over the one of an older draft.
    ...(preselect ? { initial: (draft: ApplyValues) => ({ ...draft, recordId: preselect }) } : {}),
  });
  const { form, receipt } = submission;

  if (receipt) {
    return (
      <ReceiptPanel
        id="repair-receipt-title"
        title="信用修复申请已提交"
        again={
          <Button variant="secondary" onClick={submission.again}>
            继续申请
          </Button>
        }
      >
        <ReceiptFacts number={['申请编号', receipt.applyNo]} facts={[['提交时间', receipt.applyTime], ['审核状态', receipt.status]]} />
        <Text tone="muted" leading="body">
          市公共信用信息中心审核通过后，该记录将停止公示。可在<Link to="/user?tab=my-repairs">个人中心“我的信用修复”</Link>查看审核进度和结果。
        </Text>
      </ReceiptPanel>
    );
  }
  if (records === 'forbidden') return <Text tone="muted" leading="body">在线申请信用修复面向企业和社会组织账号，个人信用修复请前往“信用中国”办理。</Text>;
  const open = (records ?? []).filter((record) => record.applicationStatus !== '待审核');

  return (
    <>
      {records === null && <SignInNotice>在线申请信用修复需使用企业或社会组织账号登录，登录后可选择本单位正在公示的行政处罚记录。</SignInNotice>}
      {chosen?.applicationStatus === '待审核' && (
        <Text tone="muted" leading="body" role="status">
          处罚决定书 {chosen.documentNo} 已有待审核的修复申请（{chosen.applyNo}），请等待审核结果，可在<Link to="/user?tab=my-repairs">个人中心“我的信用修复”</Link>查看进度。
        </Text>
      )}
      {records !== null && open.length === 0 && <Text tone="muted" leading="body">本单位没有可申请修复的行政处罚记录（正在公示且没有待审核的申请）。</Text>}
      {open.length > 0 && (
        <Form form={form} encType="multipart/form-data" aria-label="信用修复申请" actions={<SubmissionActions submission={submission} labels={{ submit: '提交申请' }} />}>
          <Tiles minWidth="md" space="md">
            <Field label="处罚记录" required error={form.errors.recordId} className={atoms({ gridColumn: 'full' })}>
              <Select
                {...form.register('recordId')}
                options={open.map((record) => ({ value: record.recordId, label: `${record.documentNo} ${record.title}（${record.organName} ${record.decisionDate}）` }))}
              />
            </Field>
            <ContactFields
              name={form.register('contactName')}
              phone={form.register('contactPhone')}
              nameError={form.errors.contactName}
              phoneError={form.errors.contactPhone}
              nameMaxLength={RULES.contactName.maxLength}
            />
            <Field label="整改情况说明" required error={form.errors.statement} className={atoms({ gridColumn: 'full' })}>
              <Textarea
                {...form.register('statement')}
                rows={5}
                maxLength={RULES.statement.maxLength}
                showCount
                placeholder={`写明履行处罚决定、缴纳罚款和整改的情况，${RULES.statement.minLength}至${RULES.statement.maxLength}个字`}
              />
            </Field>
            <Field label="证明材料" required group hint={`罚款缴纳凭证、整改报告等，${RULES.fileIds.minItems}至${RULES.fileIds.maxItems}份，每份不超过10MB`} error={form.errors.files} className={atoms({ gridColumn: 'full' })}>
              <FileUpload {...form.register('files')} onUpload={submission.uploading('files', uploadEvidence)} accept={EVIDENCE_ACCEPT} maxSize={EVIDENCE_MAX_SIZE} maxFiles={RULES.fileIds.maxItems} />
            </Field>
            <Field label="信用修复承诺书" required group error={form.errors.commitmentSigned} className={atoms({ gridColumn: 'full' })}>
              <Text tone="muted" leading="body">{REPAIR_COMMITMENT}</Text>
              <Checkbox
                name="commitmentSigned"
                checked={form.values.commitmentSigned}
                onChange={(checked) => form.setValue('commitmentSigned', checked)}
                label="本单位已阅读并签署以上信用修复承诺"
              />
            </Field>
          </Tiles>
        </Form>
      )}
    </>
  );
}
