// The clue report form (columnclues/add) of the safety campaigns (areas/activity) and of the
// electronic-guarantee sub-site (areas/eleguarantee): one form; the category, its words and the inquiry page differ.
import { Link } from 'react-router';
import { SafetyClueFormRules, unwrap, type Schemas } from '@credit-portal/api-client';
import { atoms, Checkbox, Field, FileUpload, Form, Text, Textarea, TextInput, Tiles, type UploadedFile } from '@credit-portal/ui';
import { portal } from '#portal';
import type { Viewer } from '../shell/session';
import { SubmissionActions } from '../submission/SubmissionActions';
import { useSubmission, type SubmissionForm } from '../submission/useSubmission';
import { PageSection } from './PageSection';
import { SubmissionReceipt } from './SubmissionViews';
import { EVIDENCE_ACCEPT, EVIDENCE_MAX_SIZE, storeEvidence, uploadEvidence } from './evidence';
import { LoginLink } from './LoginLink';

type SafetyClueForm = Schemas['SafetyClueForm'];

interface ClueValues {
  targetName: string;
  address: string;
  description: string;
  anonymous: boolean;
  reporterName: string;
  phone: string;
  files: UploadedFile[];
}

const RULES = SafetyClueFormRules;
const BLANK: ClueValues = { targetName: '', address: '', description: '', anonymous: false, reporterName: '', phone: '', files: [] };

type Receipt = Schemas['SubmissionReceipt'];

/** What a clue form reports: its category, its name in the receipt and where its clues are looked up. */
export interface ClueCategory {
  /** 线索类别 (openapi SafetyClueForm.clueType). */
  clueType: SafetyClueForm['clueType'];
  /** The clue's name in the receipt, e.g. 食品安全线索, 电子保函线索. */
  name: string;
  /** Names the form and its draft. */
  formLabel: string;
  draft: string;
  /** Where the clue is followed up with its number and second factor. */
  inquireHref: string;
  /** Who may be reported, what the description should say, what evidence helps (the fields' hints). */
  hints: { target: string; description: string; evidence: string };
}

/**
 * A category's clue report apart from its page (the page's form in the browser, the route's action for a
 * form sent without the page's script): fields, files, the 安全验证 and the add operation.
 */
export function clueForm(category: ClueCategory): SubmissionForm<ClueValues, Receipt> {
  return {
    rules: SafetyClueFormRules,
    fields: {
      targetName: { label: '被举报对象名称' },
      address: { label: '被举报对象地址' },
      files: { label: '证据材料', from: 'fileIds' },
      description: { label: '线索描述', requiredMessage: '请描述线索内容', lengthMessage: `线索描述至少${RULES.description.minLength}个字，请写明时间、地点和具体情况` },
      // A named reporter's contact: required unless the clue is anonymous (then hidden and not sent, so not checked).
      reporterName: { label: '举报人姓名', requiredMessage: '请输入举报人姓名，或选择匿名举报', when: (values) => !values.anonymous },
      phone: { label: '手机号码', requiredMessage: '请输入手机号码，或选择匿名举报', when: (values) => !values.anonymous },
    },
    blank: BLANK,
    captcha: true,
    send: (values, pass) =>
      unwrap(
        portal.api.POST('/cmpinternetportaladmin/columnclues/add', {
          // The back end takes a report only with the pass of the 安全验证 just passed.
          params: { header: { 'X-Captcha-Pass': pass ?? '' } },
          body: {
            clueType: category.clueType,
            targetName: values.targetName.trim(),
            address: values.address.trim(),
            description: values.description.trim(),
            anonymous: values.anonymous,
            ...(values.anonymous ? {} : { reporterName: values.reporterName.trim(), phone: values.phone.trim() }),
            ...(values.files.length > 0 ? { fileIds: values.files.map((file) => String(file.id)) } : {}),
          },
        }),
      ),
    rename: { fileIds: 'files' },
    uploads: { files: storeEvidence },
  };
}

/**
 * A clue report (columnclues/add): what is reported about whom, evidence, and the reporter or
 * anonymity with its 查询码. Shared by the safety campaigns and the electronic-guarantee sub-site.
 * Evidence is uploaded by a logged-in `viewer` only (the route's loader says who visits).
 */
export function ClueForm({ category, viewer }: { category: ClueCategory; viewer: Viewer | null }) {
  const submission = useSubmission<ClueValues, Receipt>({ ...clueForm(category), draft: category.draft });
  const { form, receipt } = submission;

  if (receipt) {
    return (
      <SubmissionReceipt receipt={receipt} kind={category.name} again="继续举报" onAgain={submission.again}>
        {receipt.queryCode ? (
          <>
            <Text tone="muted" leading="body">
              查询码：<Text as="strong" code size="xl" weight="bold" tone="brand">{receipt.queryCode}</Text>
            </Text>
            <Text tone="muted" leading="body">
              匿名举报不留联系方式，查询码只显示这一次，请与受理编号一并妥善保存。凭受理编号和查询码，可在<Link to={category.inquireHref}>线索查询</Link>中查看办理进度。
            </Text>
          </>
        ) : (
          <Text tone="muted" leading="body">
            请妥善保存受理编号。凭受理编号和填写的手机号码，可在<Link to={category.inquireHref}>线索查询</Link>中查看办理进度和处理结果。
          </Text>
        )}
      </SubmissionReceipt>
    );
  }

  return (
    <Form form={form} aria-label={category.formLabel} encType="multipart/form-data" actions={<SubmissionActions submission={submission} />}>
      <Tiles minWidth="md" space="md">
        <Field label="被举报对象名称" required hint={category.hints.target} error={form.errors.targetName}>
          <TextInput {...form.register('targetName')} maxLength={RULES.targetName.maxLength} autoComplete="off" />
        </Field>
        <Field label="被举报对象地址" required error={form.errors.address}>
          <TextInput {...form.register('address')} maxLength={RULES.address.maxLength} autoComplete="off" />
        </Field>
        <Field label="线索描述" required hint={`${category.hints.description}，至少${RULES.description.minLength}个字`} error={form.errors.description} className={atoms({ gridColumn: 'full' })}>
          <Textarea {...form.register('description')} maxLength={RULES.description.maxLength} showCount rows={6} />
        </Field>
        <Field label="证据材料" group hint={`${category.hints.evidence}，最多${RULES.fileIds.maxItems}份，每份不超过10MB`} error={form.errors.files} className={atoms({ gridColumn: 'full' })}>
          {viewer ? (
            <FileUpload {...form.register('files')} onUpload={submission.uploading('files', uploadEvidence)} accept={EVIDENCE_ACCEPT} maxSize={EVIDENCE_MAX_SIZE} maxFiles={RULES.fileIds.maxItems} />
          ) : (
            <Text tone="muted" leading="body">
              上传证据材料需先
              <LoginLink inline />
              ；不登录也可以提交线索，已填写的内容会保留。
            </Text>
          )}
        </Field>
        <div className={atoms({ gridColumn: 'full' })}>
          <Checkbox name="anonymous" label="匿名举报" checked={form.values.anonymous} onChange={(checked) => form.setValue('anonymous', checked)} />
          <Text tone="muted" leading="body">匿名举报不留姓名和联系方式，提交后凭受理编号和查询码查询办理进度。</Text>
        </div>
        {!form.values.anonymous && (
          <>
            <Field label="举报人姓名" required error={form.errors.reporterName}>
              <TextInput {...form.register('reporterName')} maxLength={RULES.reporterName.maxLength} autoComplete="name" />
            </Field>
            <Field label="手机号码" required hint="用于核实线索和查询进度，不会公开" error={form.errors.phone}>
              <TextInput {...form.register('phone')} maxLength={11} type="tel" inputMode="numeric" autoComplete="tel" />
            </Field>
          </>
        )}
      </Tiles>
    </Form>
  );
}


/** 我要举报: the clue form under its heading, as the report pages (/food-safe-clues …, /ele-guarantee/clue) show it. */
export function ClueReportSection({ category, viewer }: { category: ClueCategory; viewer: Viewer | null }) {
  return (
    <PageSection id="clue-form-title" title="我要举报">
      <ClueForm category={category} viewer={viewer} />
    </PageSection>
  );
}
