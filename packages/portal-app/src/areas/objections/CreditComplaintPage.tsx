import { Link, useLoaderData } from 'react-router';
import { CreditComplaintFormRules, unwrap, type Schemas } from '@credit-portal/api-client';
import { atoms, Field, FileUpload, Form, RadioGroup, Select, Text, Textarea, TextInput, Tiles, validateHkMacauPass, validatePassport, validateResidentId, type UploadedFile } from '@credit-portal/ui';
import { portal } from '#portal';
import type { Viewer, viewerLoader } from '../../shell/session';
import { SubmissionActions } from '../../submission/SubmissionActions';
import { useSubmission, type SubmissionForm } from '../../submission/useSubmission';
import { SignInNotice, SubmissionReceipt } from '../../views/SubmissionViews';
import { SectionNav } from '../../views/SectionNav';
import { COMPLAINT_SECTIONS, COMPLAINT_TYPES, ID_TYPES } from './complaints';
import { EVIDENCE_ACCEPT, EVIDENCE_MAX_SIZE, storeEvidence, uploadEvidence } from '../../views/evidence';
import { PageSection } from '../../views/PageSection';
import { PageFrame } from '../../views/PageFrame';

type ComplaintForm = Schemas['CreditComplaintForm'];

interface ComplaintValues {
  complainantName: string;
  idType: string;
  idNumber: string;
  phone: string;
  email: string;
  respondentName: string;
  respondentCreditCode: string;
  complaintType: string;
  title: string;
  content: string;
  demand: string;
  files: UploadedFile[];
  isPublic: string;
}

const RULES = CreditComplaintFormRules;
const BLANK: ComplaintValues = {
  complainantName: '',
  idType: '身份证',
  idNumber: '',
  phone: '',
  email: '',
  respondentName: '',
  respondentCreditCode: '',
  complaintType: '',
  title: '',
  content: '',
  demand: '',
  files: [],
  isPublic: '0',
};

/** The certificate number as its type wants it (spec §5: resident ID, passport, HK or Macau pass); the contract checks presence and length. */
const checkIdNumber = (value: string, values: ComplaintValues) => {
  if (!value.trim()) return true;
  if (values.idType === '护照') return validatePassport(value);
  if (values.idType === '港澳通行证') return validateHkMacauPass(value);
  return validateResidentId(value);
};

/**
 * The complaint apart from its page (the page's form in the browser, the route's action for a form sent
 * without the page's script): fields, checks, files and the add operation.
 */
export const complaintForm: SubmissionForm<ComplaintValues, Schemas['SubmissionReceipt']> = {
  rules: CreditComplaintFormRules,
  fields: {
    complainantName: { label: '投诉人姓名' },
    idType: { label: '证件类型' },
    idNumber: { label: '证件号码' },
    phone: { label: '手机号码' },
    email: { label: '电子邮箱' },
    respondentName: { label: '被投诉主体名称' },
    respondentCreditCode: { label: '被投诉主体统一社会信用代码' },
    complaintType: { label: '投诉类型' },
    title: { label: '投诉标题' },
    content: { label: '投诉内容' },
    demand: { label: '诉求' },
    files: { label: '证明材料', from: 'fileIds' },
  },
  validators: { idNumber: checkIdNumber },
  blank: BLANK,
  // The admin path: a login, then the 安全验证 (spec §6).
  signIn: '信用投诉',
  captcha: true,
  send: async (values) => {
    return unwrap(
      portal.api.POST('/cmpinternetportaladmin/creditcomplaints/add', {
        body: {
          complainantName: values.complainantName.trim(),
          idType: values.idType as ComplaintForm['idType'],
          idNumber: values.idNumber.trim().toUpperCase(),
          phone: values.phone.trim(),
          ...(values.email.trim() ? { email: values.email.trim() } : {}),
          respondentName: values.respondentName.trim(),
          ...(values.respondentCreditCode.trim() ? { respondentCreditCode: values.respondentCreditCode.trim().toUpperCase() } : {}),
          complaintType: values.complaintType as ComplaintForm['complaintType'],
          title: values.title.trim(),
          content: values.content.trim(),
          demand: values.demand.trim(),
          ...(values.files.length > 0 ? { fileIds: values.files.map((file) => String(file.id)) } : {}),
          isPublic: values.isPublic === '1',
        },
      }),
    );
  },
  rename: { fileIds: 'files' },
  uploads: { files: storeEvidence },
};

/**
 * 信用投诉 (addCreditComplaint): the complainant, the subject complained about, what happened and what
 * is asked, 证明材料, whether it may be published; after the 安全验证, a TS tracking number. Needs a
 * login of any account type (spec §6); what was typed survives errors and the sign-on (the submission kit).
 */
function ComplaintForm({ viewer }: { viewer: Viewer | null }) {
  const submission = useSubmission<ComplaintValues, Schemas['SubmissionReceipt']>({ ...complaintForm, draft: 'credit-complaint' });
  const { form, receipt } = submission;

  if (receipt) {
    return (
      <SubmissionReceipt receipt={receipt} kind="信用投诉" again="继续投诉" onAgain={submission.again}>
        <Text tone="muted" leading="body">
          请妥善保存受理编号。凭受理编号和填写的手机号码或证件号码，可在<Link to="/credit-complaint-inquire">投诉查询</Link>中查看办理进度；
          登录后也可在<Link to="/credit-complaint-infoList">我的信用投诉</Link>中查看。
        </Text>
      </SubmissionReceipt>
    );
  }

  return (
    <>
      {!viewer && <SignInNotice>提交信用投诉需先登录。您可以先填写，登录后填写的内容会保留。</SignInNotice>}
      <Form form={form} aria-label="信用投诉" encType="multipart/form-data" actions={<SubmissionActions submission={submission} />}>
        <Tiles minWidth="md" space="md">
          <Field label="投诉人姓名" required error={form.errors.complainantName}>
            <TextInput {...form.register('complainantName')} maxLength={RULES.complainantName.maxLength} autoComplete="name" />
          </Field>
          <Field label="证件类型" required error={form.errors.idType}>
            <Select {...form.register('idType')} placeholder={null} options={ID_TYPES.map((value) => ({ value, label: value }))} />
          </Field>
          <Field label="证件号码" required hint="不会公开，可用于查询办理进度" error={form.errors.idNumber}>
            <TextInput {...form.register('idNumber')} maxLength={RULES.idNumber.maxLength} autoComplete="off" />
          </Field>
          <Field label="手机号码" required hint="用于核实情况和查询进度，不会公开" error={form.errors.phone}>
            <TextInput {...form.register('phone')} maxLength={11} type="tel" inputMode="numeric" autoComplete="tel" />
          </Field>
          <Field label="电子邮箱" error={form.errors.email}>
            <TextInput {...form.register('email')} maxLength={RULES.email.maxLength} type="email" autoComplete="email" />
          </Field>
          <Field label="被投诉主体名称" required error={form.errors.respondentName}>
            <TextInput {...form.register('respondentName')} maxLength={RULES.respondentName.maxLength} autoComplete="off" />
          </Field>
          <Field label="被投诉主体统一社会信用代码" hint="知道时填写" error={form.errors.respondentCreditCode}>
            <TextInput {...form.register('respondentCreditCode')} maxLength={18} autoComplete="off" />
          </Field>
          <Field label="投诉类型" required error={form.errors.complaintType}>
            <Select {...form.register('complaintType')} placeholder="请选择" options={COMPLAINT_TYPES.map((value) => ({ value, label: value }))} />
          </Field>
          <Field label="投诉标题" required error={form.errors.title} className={atoms({ gridColumn: 'full' })}>
            <TextInput {...form.register('title')} maxLength={RULES.title.maxLength} placeholder={`一句话概括投诉事项，${RULES.title.minLength}至${RULES.title.maxLength}个字`} />
          </Field>
          <Field label="投诉内容" required error={form.errors.content} className={atoms({ gridColumn: 'full' })}>
            <Textarea
              {...form.register('content')}
              maxLength={RULES.content.maxLength}
              showCount
              rows={6}
              placeholder={`请写明时间、地点、经过、涉及金额等，${RULES.content.minLength}至${RULES.content.maxLength}个字`}
            />
          </Field>
          <Field label="诉求" required error={form.errors.demand} className={atoms({ gridColumn: 'full' })}>
            <Textarea {...form.register('demand')} maxLength={RULES.demand.maxLength} showCount rows={3} />
          </Field>
          <Field label="证明材料" group hint={`如合同、票据、聊天记录截图等，最多${RULES.fileIds.maxItems}份，每份不超过10MB`} error={form.errors.files} className={atoms({ gridColumn: 'full' })}>
            <FileUpload {...form.register('files')} onUpload={submission.uploading('files', uploadEvidence)} accept={EVIDENCE_ACCEPT} maxSize={EVIDENCE_MAX_SIZE} maxFiles={RULES.fileIds.maxItems} />
          </Field>
          <Field label="是否公开" required group hint="公开的只是投诉事项和处理结果，投诉人身份信息一律不公开" className={atoms({ gridColumn: 'full' })}>
            <RadioGroup
              {...form.register('isPublic')}
              options={[
                { value: '0', label: '不公开' },
                { value: '1', label: '公开' },
              ]}
              direction="row"
            />
          </Field>
        </Tiles>
      </Form>
    </>
  );
}

/** 信用投诉 (spec §2 /credit-complaint): complain about a subject's dishonest conduct. */
export function Component() {
  const { viewer } = useLoaderData<typeof viewerLoader>();
  return (
    <PageFrame>
      <SectionNav label="信用投诉" sections={COMPLAINT_SECTIONS} />
      <Text tone="muted" leading="body">
        对企业、社会组织或个人拖欠款项、合同违约、虚假宣传等失信行为，可在此投诉，由相关部门受理核查。提交后获得受理编号，
        可在<Link to="/credit-complaint-inquire">投诉查询</Link>中查看进度。对本单位或本人被公示的信用信息有异议的，请办理
        <Link to="/service-objection-representation">异议申诉</Link>。
      </Text>
      <PageSection id="complaint-form-title" title="我要投诉">
        <ComplaintForm viewer={viewer} />
      </PageSection>
    </PageFrame>
  );
}
Component.displayName = 'CreditComplaintPage';
