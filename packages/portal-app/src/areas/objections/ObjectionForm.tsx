import { Link } from 'react-router';
import { LegalPersonObjectionFormRules, NaturePersonObjectionFormRules, unwrap, type Schemas } from '@credit-portal/api-client';
import { atoms, Checkbox, Field, FileUpload, Form, RadioGroup, Select, Text, Textarea, TextInput, Tiles, type UploadedFile, type UseFormResult } from '@credit-portal/ui';
import { portal } from '#portal';
import type { Account } from '../../submission/account';
import type { RuleField } from '../../submission/rules';
import { SubmissionActions } from '../../submission/SubmissionActions';
import { useSubmission, type SubmissionForm } from '../../submission/useSubmission';
import { absoluteUrl } from '../../views/siteAddress';
import { SignInNotice, SubmissionReceipt } from '../../views/SubmissionViews';
import { EVIDENCE_ACCEPT, EVIDENCE_MAX_SIZE, storeEvidence, uploadEvidence } from '../../views/evidence';
import type { ObjectionKind } from './kinds';

type Category = Schemas['ObjectionCategory'];
type Request = Schemas['ObjectionRequest'];

const LEGAL_RULES = LegalPersonObjectionFormRules;
const PERSON_RULES = NaturePersonObjectionFormRules;
// The contract's enums (openapi components/objections.yaml ObjectionCategory, ObjectionRequest), the same for every kind.
const CATEGORIES: readonly Category[] = PERSON_RULES.category.enum;
const REQUESTS: readonly Request[] = PERSON_RULES.request.enum;
// 证明材料 (FileIds): at most 5 for every kind. The legal persons' rule, FileIds with minItems 1 (allOf), comes from the
// generated rules without its item counts, so its limit is the natural persons' one.
const MAX_FILES = PERSON_RULES.fileIds.maxItems;

/** One form for the three kinds: a legal person fills the unit's fields, a natural person their own. */
interface ObjectionValues {
  subjectName: string;
  creditCode: string;
  operatorName: string;
  name: string;
  idNumber: string;
  phone: string;
  category: string;
  recordId: string;
  sourceOrgan: string;
  pageUrl: string;
  reason: string;
  request: string;
  files: UploadedFile[];
  promise: boolean;
}

const BLANK: ObjectionValues = {
  subjectName: '',
  creditCode: '',
  operatorName: '',
  name: '',
  idNumber: '',
  phone: '',
  category: '',
  recordId: '',
  sourceOrgan: '',
  pageUrl: '',
  reason: '',
  request: '',
  files: [],
  promise: false,
};

/** The fields every kind sends and the contract checks alike (a path of this site counts as a page: it is sent as its full address). */
const COMMON_FIELDS: { [K in keyof ObjectionValues]?: RuleField } = {
  phone: { label: '手机号码' },
  category: { label: '异议信息类别' },
  recordId: { label: '信息编号' },
  sourceOrgan: { label: '信息提供单位' },
  pageUrl: { label: '异议信息所在页面', normalise: absoluteUrl, patternMessage: '请输入异议信息所在页面的网址，以 http:// 或 https:// 开头' },
  reason: { label: '异议理由' },
  request: { label: '申请事项' },
};

/**
 * The contract's checks of each kind's own subject. 证明材料 and the promise keep the form's own
 * messages (below); the natural persons' 证明材料 are optional, so the contract's count applies.
 */
const LEGAL_FIELDS: { [K in keyof ObjectionValues]?: RuleField } = {
  subjectName: { label: '单位名称' },
  creditCode: { label: '统一社会信用代码' },
  operatorName: { label: '经办人姓名' },
  ...COMMON_FIELDS,
  // The legal persons' evidence: at least one (the contract's minItems), saying which.
  files: { label: '证明材料', from: 'fileIds', requiredMessage: '请上传至少1份证明材料，如判决书、缴款凭证、登记证书等' },
};
const PERSON_FIELDS: { [K in keyof ObjectionValues]?: RuleField } = {
  name: { label: '姓名' },
  idNumber: { label: '身份证号码' },
  ...COMMON_FIELDS,
  files: { label: '证明材料', from: 'fileIds' },
};

/** The fields every kind sends, after its own subject's. */
function commonBody(values: ObjectionValues) {
  return {
    phone: values.phone.trim(),
    category: values.category as Category,
    ...(values.recordId.trim() ? { recordId: values.recordId.trim() } : {}),
    ...(values.sourceOrgan.trim() ? { sourceOrgan: values.sourceOrgan.trim() } : {}),
    ...(values.pageUrl.trim() ? { pageUrl: absoluteUrl(values.pageUrl) } : {}),
    reason: values.reason.trim(),
    request: values.request as Request,
    fileIds: values.files.map((file) => String(file.id)),
    promise: true as const,
  };
}

/** Sends the statement with the kind's add operation; resolves the receipt. */
function send(kind: ObjectionKind, values: ObjectionValues): Promise<Schemas['SubmissionReceipt']> {
  const common = commonBody(values);
  if (kind.subject === 'person') {
    return unwrap(
      portal.api.POST('/cmpinternetportaladmin/naturepersonobjection/add', {
        body: { name: values.name.trim(), idNumber: values.idNumber.trim().toUpperCase(), ...common },
      }),
    );
  }
  const body = {
    subjectName: values.subjectName.trim(),
    creditCode: values.creditCode.trim().toUpperCase(),
    operatorName: values.operatorName.trim(),
    ...common,
  };
  return kind.key === 'enterprise'
    ? unwrap(portal.api.POST('/cmpinternetportaladmin/enterpriselegalpersonobjection/add', { body }))
    : unwrap(portal.api.POST('/cmpinternetportaladmin/otherlegalpersonobjection/add', { body }));
}

/**
 * The form of one kind apart from its page (the page's form in the browser, the route's action for a form
 * sent without the page's script): fields, checks, files and the kind's add operation.
 */
export function objectionForm(kind: ObjectionKind): SubmissionForm<ObjectionValues, Schemas['SubmissionReceipt']> {
  const legal = kind.subject === 'legal';
  return {
    rules: legal ? LEGAL_RULES : PERSON_RULES,
    fields: legal ? LEGAL_FIELDS : PERSON_FIELDS,
    validators: {
      promise: (value) => value || '请阅读并勾选承诺',
    },
    blank: BLANK,
    // The admin path: a login, then the 安全验证 (spec §6).
    signIn: kind.name,
    captcha: true,
    send: (values) => send(kind, values),
    rename: { fileIds: 'files' },
    uploads: { files: storeEvidence },
  };
}

/**
 * The account's own unit (name and code) or own name (the route's loader reads it), typed in for the
 * visitor where the restored draft left the fields empty: the back end only takes objections about
 * the account's own records.
 */
function withAccount(kind: ObjectionKind, account: Account | null, draft: ObjectionValues): ObjectionValues {
  if (!account) return draft;
  if (kind.subject === 'person') return { ...draft, name: draft.name || account.name };
  return { ...draft, subjectName: draft.subjectName || account.user.name, creditCode: draft.creditCode || (account.user.creditCode ?? '') };
}

/**
 * 异议申诉 of one kind (the add operations of openapi paths/objections.yaml): the record objected to,
 * the reasons, 证明材料, contact and the promise, after the 安全验证. Submissions go through the admin
 * path and need a login of the kind's account type (spec §6); what was typed survives validation errors,
 * failed or timed-out submissions and the round trip to the single sign-on (the submission kit).
 */
export function ObjectionForm({ kind, account }: { kind: ObjectionKind; account: Account | null }) {
  const legal = kind.subject === 'legal';
  const submission = useSubmission<ObjectionValues, Schemas['SubmissionReceipt']>({
    ...objectionForm(kind),
    draft: `objection-${kind.key}`,
    initial: (draft) => withAccount(kind, account, draft),
  });
  const { form, receipt } = submission;

  if (receipt) {
    return (
      <SubmissionReceipt receipt={receipt} kind={kind.name} again="继续申诉" onAgain={submission.again}>
        <Text tone="muted" leading="body">
          请妥善保存受理编号。信息提供单位将在收到申诉后核实处理，可在<Link to={kind.infoPath}>申诉进度</Link>中查看本账号的申诉及处理结果，
          或凭受理编号和手机号码在<Link to="/service-inquire">办件查询</Link>中查询。
        </Text>
      </SubmissionReceipt>
    );
  }

  const promise = form.register('promise');
  return (
    <>
      {!account && <SignInNotice>提交{kind.name}需使用{kind.accounts}登录。您可以先填写，登录后填写的内容会保留。</SignInNotice>}
      <Form form={form} aria-label={kind.name} encType="multipart/form-data" actions={<SubmissionActions submission={submission} />}>
        <Tiles minWidth="md" space="md">
          {legal ? <LegalSubjectFields form={form} /> : <PersonSubjectFields form={form} />}
          <Field label="手机号码" required hint="用于核实情况和查询进度，不会公开" error={form.errors.phone}>
            <TextInput {...form.register('phone')} maxLength={11} type="tel" inputMode="numeric" autoComplete="tel" />
          </Field>
          <Field label="异议信息类别" required error={form.errors.category}>
            <Select {...form.register('category')} placeholder="请选择" options={CATEGORIES.map((value) => ({ value, label: value }))} />
          </Field>
          <Field label="信息编号" hint="如行政处罚决定书文号、执行案号，知道时填写" error={form.errors.recordId}>
            <TextInput {...form.register('recordId')} maxLength={PERSON_RULES.recordId.maxLength} autoComplete="off" />
          </Field>
          <Field label="信息提供单位" hint="公示该信息的部门，知道时填写" error={form.errors.sourceOrgan}>
            <TextInput {...form.register('sourceOrgan')} maxLength={PERSON_RULES.sourceOrgan.maxLength} autoComplete="off" />
          </Field>
          <Field label="异议信息所在页面" hint="可从本网站的信息页面地址栏复制" error={form.errors.pageUrl} className={atoms({ gridColumn: 'full' })}>
            <TextInput {...form.register('pageUrl')} maxLength={PERSON_RULES.pageUrl.maxLength} type="url" autoComplete="off" />
          </Field>
          <Field label="申请事项" required group error={form.errors.request} className={atoms({ gridColumn: 'full' })}>
            <RadioGroup {...form.register('request')} options={REQUESTS.map((value) => ({ value, label: value }))} direction="row" />
          </Field>
          <Field label="异议理由" required error={form.errors.reason} className={atoms({ gridColumn: 'full' })}>
            <Textarea
              {...form.register('reason')}
              maxLength={PERSON_RULES.reason.maxLength}
              showCount
              rows={6}
              placeholder={`请写明公示信息哪里有误、实际情况及依据，${PERSON_RULES.reason.minLength}至${PERSON_RULES.reason.maxLength}个字`}
            />
          </Field>
          <Field
            label="证明材料"
            required={kind.filesRequired}
            group
            hint={`如判决书、结案通知书、缴款凭证、登记证书等，最多${MAX_FILES}份，每份不超过10MB`}
            error={form.errors.files} className={atoms({ gridColumn: 'full' })}
          >
            <FileUpload {...form.register('files')} onUpload={submission.uploading('files', uploadEvidence)} accept={EVIDENCE_ACCEPT} maxSize={EVIDENCE_MAX_SIZE} maxFiles={MAX_FILES} />
          </Field>
          <Field label="承诺" required group error={form.errors.promise} className={atoms({ gridColumn: 'full' })}>
            <Checkbox name={promise.name} checked={promise.value} onChange={promise.onChange} onBlur={promise.onBlur} label="本人承诺所提供的材料真实有效，如有虚假愿承担相应责任" />
          </Field>
        </Tiles>
      </Form>
    </>
  );
}

type ObjectionFormState = UseFormResult<ObjectionValues>;

/** 单位名称, 统一社会信用代码 and 经办人 of a legal person. */
function LegalSubjectFields({ form }: { form: ObjectionFormState }) {
  return (
    <>
      <Field label="单位名称" required hint="须为登录账号所属单位，与登记名称一致" error={form.errors.subjectName}>
        <TextInput {...form.register('subjectName')} maxLength={LEGAL_RULES.subjectName.maxLength} autoComplete="organization" />
      </Field>
      <Field label="统一社会信用代码" required error={form.errors.creditCode}>
        <TextInput {...form.register('creditCode')} maxLength={18} autoComplete="off" />
      </Field>
      <Field label="经办人" required error={form.errors.operatorName}>
        <TextInput {...form.register('operatorName')} maxLength={LEGAL_RULES.operatorName.maxLength} autoComplete="name" />
      </Field>
    </>
  );
}

/** 姓名 and 身份证号码 of a natural person. */
function PersonSubjectFields({ form }: { form: ObjectionFormState }) {
  return (
    <>
      <Field label="姓名" required hint="须为登录账号本人" error={form.errors.name}>
        <TextInput {...form.register('name')} maxLength={PERSON_RULES.name.maxLength} autoComplete="name" />
      </Field>
      <Field label="身份证号码" required error={form.errors.idNumber}>
        <TextInput {...form.register('idNumber')} maxLength={18} autoComplete="off" />
      </Field>
    </>
  );
}
