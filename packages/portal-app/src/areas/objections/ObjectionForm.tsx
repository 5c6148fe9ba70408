import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import {
  Checkbox,
  Field,
  FileUpload,
  Form,
  maxLength,
  minLength,
  optional,
  RadioGroup,
  required,
  Select,
  Textarea,
  TextInput,
  type UploadedFile,
  useForm,
  validateMobile,
  validateResidentId,
  validateUnifiedSocialCreditCode,
} from '@credit-portal/ui';
import { portal } from '../../shell/portal';
import { useShell } from '../../shell/ShellContext';
import { clearDraft, readDraft, useDraft } from '../../shell/draft';
import { absoluteUrl } from '../interaction/CheckErrorPage';
import { FormActions } from '../../views/FormActions';
import { SignInNotice, SubmissionReceipt } from '../../views/SubmissionViews';
import { toFormError } from '../../views/formError';
import * as styles from '../../views/submission.css';
import { clearToSend } from './clearToSend';
import { EVIDENCE_ACCEPT, EVIDENCE_MAX_FILES, EVIDENCE_MAX_SIZE, uploadEvidence } from '../../views/evidence';
import type { ObjectionKind } from './kinds';

type Category = Schemas['ObjectionCategory'];
type Request = Schemas['ObjectionRequest'];

// The contract's enums (openapi components/objections.yaml ObjectionCategory, ObjectionRequest).
const CATEGORIES: readonly Category[] = ['行政许可', '行政处罚', '失信被执行人', '经营异常', '其他'];
const REQUESTS: readonly Request[] = ['更正', '删除', '撤销公示'];

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

// The contract's field names where the form's differ.
const FIELD_OF: Record<string, string> = { fileIds: 'files' };

/** A path of this site (/dishonest-person-detail?id=88) counts: it is sent as its full address. */
const checkPageUrl = (value: string): true | string =>
  /^https?:\/\/\S+$/i.test(absoluteUrl(value)) || '请输入异议信息所在页面的网址，以 http:// 或 https:// 开头';

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
 * The account's own unit (name and code) or own name, typed in for the visitor where the fields are
 * still empty: the back end only takes objections about the account's own records.
 */
function usePrefill(kind: ObjectionKind, enabled: boolean, fill: (values: Partial<ObjectionValues>) => void) {
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    unwrap(portal.api.GET('/base/account/account/getCurrenUser', { signal: controller.signal }))
      .then((session) => {
        if (kind.subject === 'person') fill({ name: session.name });
        else fill({ subjectName: session.user.name, ...(session.user.creditCode ? { creditCode: session.user.creditCode } : {}) });
      })
      .catch(() => {
        // Nothing typed in: the visitor fills the fields.
      });
    return () => controller.abort();
    // `fill` changes with every render; the prefill runs once per kind and login.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind.key, enabled]);
}

/**
 * 异议申诉 of one kind (the add operations of openapi paths/objections.yaml): the record objected to,
 * the reasons, 证明材料, contact and the promise, after the 安全验证. Submissions go through the admin
 * path and need a login of the kind's account type (spec §6); what was typed survives validation errors,
 * failed or timed-out submissions and the round trip to the single sign-on (shell/draft.ts).
 */
export function ObjectionForm({ kind }: { kind: ObjectionKind }) {
  const shell = useShell();
  const draftKey = `objection-${kind.key}`;
  const legal = kind.subject === 'legal';
  const [receipt, setReceipt] = useState<Schemas['SubmissionReceipt'] | null>(null);
  const [initial] = useState(() => readDraft(draftKey, BLANK));
  const form = useForm<ObjectionValues>({
    initialValues: initial,
    timeout: 30000,
    validators: {
      subjectName: (value) => !legal || minLength(2, '请输入单位名称，与营业执照或登记证书一致')(value),
      creditCode: (value) => !legal || (value.trim() ? validateUnifiedSocialCreditCode(value) : '请输入统一社会信用代码'),
      operatorName: (value) => !legal || minLength(2, '请输入经办人姓名')(value),
      name: (value) => legal || minLength(2, '请输入姓名，与身份证一致')(value),
      idNumber: (value) => legal || (value.trim() ? validateResidentId(value) : '请输入身份证号码'),
      phone: [required('请输入手机号码'), validateMobile],
      category: required('请选择异议信息类别'),
      recordId: maxLength(64, '信息编号最多64个字符'),
      sourceOrgan: maxLength(100, '信息提供单位最多100个字'),
      pageUrl: [optional(checkPageUrl), maxLength(500, '网址最多500个字符')],
      reason: [required('请输入异议理由'), minLength(20, '异议理由至少20个字，请写明信息哪里有误及依据'), maxLength(2000, '异议理由最多2000个字')],
      request: required('请选择申请事项'),
      files: (files) => {
        if (files.length > EVIDENCE_MAX_FILES) return `最多上传${EVIDENCE_MAX_FILES}份证明材料`;
        return !kind.filesRequired || files.length > 0 || '请上传至少1份证明材料，如判决书、缴款凭证、登记证书等';
      },
      promise: (value) => value || '请阅读并勾选承诺',
    },
    onSubmit: async (values) => {
      await clearToSend(shell, kind.name);
      try {
        const answer = await send(kind, values);
        clearDraft(draftKey);
        setReceipt(answer);
      } catch (error) {
        throw toFormError(error, FIELD_OF);
      }
    },
  });
  useDraft(draftKey, form.values, !receipt);
  usePrefill(kind, Boolean(shell.user), (found) => {
    for (const [name, value] of Object.entries(found) as [keyof ObjectionValues & string, string][]) {
      if (!form.values[name]) form.setValue(name, value);
    }
  });

  if (receipt) {
    return (
      <SubmissionReceipt
        receipt={receipt}
        kind={kind.name}
        again="继续申诉"
        onAgain={() => {
          form.reset(BLANK);
          setReceipt(null);
        }}
      >
        <p className={styles.lead}>
          请妥善保存受理编号。信息提供单位将在收到申诉后核实处理，可在<Link to={kind.infoPath}>申诉进度</Link>中查看本账号的申诉及处理结果，
          或凭受理编号和手机号码在<Link to="/service-inquire">办件查询</Link>中查询。
        </p>
      </SubmissionReceipt>
    );
  }

  const promise = form.register('promise');
  return (
    <>
      {!shell.user && <SignInNotice>提交{kind.name}需使用{kind.accounts}登录。您可以先填写，登录后填写的内容会保留。</SignInNotice>}
      <Form form={form} aria-label={kind.name} actions={<FormActions submitting={form.submitting} onReset={() => form.reset(BLANK)} />}>
        <div className={styles.formGrid}>
          {legal ? <LegalSubjectFields form={form} /> : <PersonSubjectFields form={form} />}
          <Field label="手机号码" required hint="用于核实情况和查询进度，不会公开" error={form.errors.phone}>
            <TextInput {...form.register('phone')} maxLength={11} type="tel" inputMode="numeric" autoComplete="tel" />
          </Field>
          <Field label="异议信息类别" required error={form.errors.category}>
            <Select {...form.register('category')} placeholder="请选择" options={CATEGORIES.map((value) => ({ value, label: value }))} />
          </Field>
          <Field label="信息编号" hint="如行政处罚决定书文号、执行案号，知道时填写" error={form.errors.recordId}>
            <TextInput {...form.register('recordId')} maxLength={64} autoComplete="off" />
          </Field>
          <Field label="信息提供单位" hint="公示该信息的部门，知道时填写" error={form.errors.sourceOrgan}>
            <TextInput {...form.register('sourceOrgan')} maxLength={100} autoComplete="off" />
          </Field>
          <Field label="异议信息所在页面" hint="可从本网站的信息页面地址栏复制" error={form.errors.pageUrl} className={styles.wide}>
            <TextInput {...form.register('pageUrl')} maxLength={500} type="url" autoComplete="off" />
          </Field>
          <Field label="申请事项" required group error={form.errors.request} className={styles.wide}>
            <RadioGroup {...form.register('request')} options={REQUESTS.map((value) => ({ value, label: value }))} direction="row" />
          </Field>
          <Field label="异议理由" required error={form.errors.reason} className={styles.wide}>
            <Textarea {...form.register('reason')} maxLength={2000} showCount rows={6} placeholder="请写明公示信息哪里有误、实际情况及依据，20至2000个字" />
          </Field>
          <Field
            label="证明材料"
            required={kind.filesRequired}
            group
            hint={`如判决书、结案通知书、缴款凭证、登记证书等，最多${EVIDENCE_MAX_FILES}份，每份不超过10MB`}
            error={form.errors.files}
            className={styles.wide}
          >
            <FileUpload {...form.register('files')} onUpload={uploadEvidence} accept={EVIDENCE_ACCEPT} maxSize={EVIDENCE_MAX_SIZE} maxFiles={EVIDENCE_MAX_FILES} />
          </Field>
          <Field label="承诺" required group error={form.errors.promise} className={styles.wide}>
            <Checkbox name={promise.name} checked={promise.value} onChange={promise.onChange} onBlur={promise.onBlur} label="本人承诺所提供的材料真实有效，如有虚假愿承担相应责任" />
          </Field>
        </div>
      </Form>
    </>
  );
}

type ObjectionFormState = ReturnType<typeof useForm<ObjectionValues>>;

/** 单位名称, 统一社会信用代码 and 经办人 of a legal person. */
function LegalSubjectFields({ form }: { form: ObjectionFormState }) {
  return (
    <>
      <Field label="单位名称" required hint="须为登录账号所属单位，与登记名称一致" error={form.errors.subjectName}>
        <TextInput {...form.register('subjectName')} maxLength={100} autoComplete="organization" />
      </Field>
      <Field label="统一社会信用代码" required error={form.errors.creditCode}>
        <TextInput {...form.register('creditCode')} maxLength={18} autoComplete="off" />
      </Field>
      <Field label="经办人" required error={form.errors.operatorName}>
        <TextInput {...form.register('operatorName')} maxLength={30} autoComplete="name" />
      </Field>
    </>
  );
}

/** 姓名 and 身份证号码 of a natural person. */
function PersonSubjectFields({ form }: { form: ObjectionFormState }) {
  return (
    <>
      <Field label="姓名" required hint="须为登录账号本人" error={form.errors.name}>
        <TextInput {...form.register('name')} maxLength={30} autoComplete="name" />
      </Field>
      <Field label="身份证号码" required error={form.errors.idNumber}>
        <TextInput {...form.register('idNumber')} maxLength={18} autoComplete="off" />
      </Field>
    </>
  );
}
