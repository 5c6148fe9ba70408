import { useState } from 'react';
import { Link } from 'react-router';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import {
  DateInput,
  Field,
  FileUpload,
  Form,
  RadioGroup,
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
import { SubmissionReceipt } from '../../views/SubmissionViews';
import { toFormError } from '../../views/formError';
import { today } from './dates';
import { EnterpriseGate, type DeclarantEnterprise } from './EnterpriseGate';
import * as styles from './service.css';

type DeclareType = Schemas['CreditDeclareForm']['declareType'];
type Receipt = Schemas['SubmissionReceipt'];

/** 申报类别 as the contract lists them (openapi CreditDeclareForm.declareType). */
const DECLARE_TYPES: readonly { value: DeclareType; label: string }[] = [
  { value: '荣誉类', label: '荣誉类（表彰、守信称号）' },
  { value: '资质类', label: '资质类（资质、认证证书）' },
  { value: '公益类', label: '公益类（捐赠、志愿服务）' },
];

// The upload's rules (openapi files.yaml uploadFile): these types, 10 MB each; the contract takes at most 10 files.
const ACCEPT = ['.pdf', '.jpg', '.jpeg', '.png', '.ofd'] as const;
const MAX_SIZE = 10 * 1024 * 1024;
const MAX_FILES = 10;

interface Values {
  declareType: string;
  itemName: string;
  issuingOrgan: string;
  issueDate: string;
  certificateNo: string;
  validUntil: string;
  description: string;
  contactName: string;
  phone: string;
  files: UploadedFile[];
}

const EMPTY: Values = {
  declareType: '',
  itemName: '',
  issuingOrgan: '',
  issueDate: '',
  certificateNo: '',
  validUntil: '',
  description: '',
  contactName: '',
  phone: '',
  files: [],
};

const DRAFT_KEY = 'credit-declare';

const uploadCertificate = async (file: File, onProgress: (percent: number) => void) => {
  const stored = await portal.uploadFile(file, { onProgress: (progress) => onProgress(progress.percent) });
  return { id: stored.id };
};

/**
 * 在线申报 of /service-credit-declare: an enterprise declares an honour, a qualification or a public-welfare
 * record of its own with the certificate's scans (enterprise accounts only). Kept as a draft across
 * failures and the single sign-on round trip; the receipt shows the SB tracking number.
 */
export function CreditDeclareForm({ onSubmitted }: { onSubmitted: () => void }) {
  const [receipt, setReceipt] = useState<{ receipt: Receipt; creditCode: string } | null>(null);
  return (
    <section className={styles.section} aria-labelledby="declare-form-title">
      <h2 id="declare-form-title" className={styles.sectionTitle}>
        在线申报
      </h2>
      {receipt ? (
        <SubmissionReceipt receipt={receipt.receipt} kind="信用申报" again="继续申报" onAgain={() => setReceipt(null)}>
          <p className={styles.lead}>
            请牢记受理编号。市公共信用信息中心将向颁发单位核实，审核进度见本页“我的信用申报”；
            <Link to={`/service-credit-declare-detail?code=${encodeURIComponent(receipt.creditCode)}`}>查看本企业的申报概况</Link>。
          </p>
        </SubmissionReceipt>
      ) : (
        <EnterpriseGate action="进行信用申报">
          {(enterprise) => (
            <DeclareFields
              enterprise={enterprise}
              onDone={(done) => {
                setReceipt({ receipt: done, creditCode: enterprise.creditCode });
                onSubmitted();
              }}
            />
          )}
        </EnterpriseGate>
      )}
    </section>
  );
}

function DeclareFields({ enterprise, onDone }: { enterprise: DeclarantEnterprise; onDone: (receipt: Receipt) => void }) {
  const form = useForm<Values>({
    initialValues: readDraft(DRAFT_KEY, { ...EMPTY, phone: enterprise.contactPhone }),
    timeout: 30000,
    validators: {
      declareType: required('请选择申报类别'),
      itemName: [required('请输入荣誉、资质或公益事项名称'), (value) => value.trim().length >= 2 || '事项名称至少2个字', maxLength(100)],
      issuingOrgan: [required('请输入颁发（认定）单位'), (value) => value.trim().length >= 2 || '颁发单位至少2个字', maxLength(100)],
      issueDate: [required('请选择颁发日期'), (value) => value <= today() || '颁发日期不能晚于今天'],
      certificateNo: maxLength(64),
      validUntil: (value, all) => !value || !all.issueDate || value >= all.issueDate || '有效期至不能早于颁发日期',
      description: maxLength(1000),
      contactName: [required('请输入联系人'), (value) => value.trim().length >= 2 || '联系人姓名至少2个字', maxLength(30)],
      phone: [required('请输入联系电话'), validateMobile],
      files: (files) => (files.length === 0 ? '请上传证书或证明材料（至少1份）' : files.length <= MAX_FILES || `最多上传${MAX_FILES}份证明材料`),
    },
    onSubmit: async (values) => {
      try {
        const receipt = await unwrap(
          portal.api.POST('/cmpinternetportaladmin/creditdeclare/add', {
            body: {
              enterpriseName: enterprise.name,
              creditCode: enterprise.creditCode,
              declareType: values.declareType as DeclareType,
              itemName: values.itemName.trim(),
              issuingOrgan: values.issuingOrgan.trim(),
              issueDate: values.issueDate,
              ...(values.certificateNo.trim() ? { certificateNo: values.certificateNo.trim() } : {}),
              ...(values.validUntil ? { validUntil: values.validUntil } : {}),
              ...(values.description.trim() ? { description: values.description.trim() } : {}),
              contactName: values.contactName.trim(),
              phone: values.phone.trim(),
              fileIds: values.files.map((file) => String(file.id)),
            },
          }),
        );
        clearDraft(DRAFT_KEY);
        onDone(receipt);
      } catch (error) {
        throw toFormError(error, { fileIds: 'files' });
      }
    },
  });
  useDraft(DRAFT_KEY, form.values);

  return (
    <Form form={form} aria-label="信用申报" labels={{ submit: '提交申报' }}>
      <dl className={styles.facts}>
        <dt>申报企业</dt>
        <dd>{enterprise.name}</dd>
        <dt>统一社会信用代码</dt>
        <dd>{enterprise.creditCode}</dd>
      </dl>
      <div className={styles.formGrid}>
        <Field label="申报类别" group required error={form.errors.declareType} className={styles.wide}>
          <RadioGroup {...form.register('declareType')} options={DECLARE_TYPES} />
        </Field>
        <Field label="事项名称" required error={form.errors.itemName} hint="如：福建省守合同重信用企业">
          <TextInput {...form.register('itemName')} maxLength={100} />
        </Field>
        <Field label="颁发（认定）单位" required error={form.errors.issuingOrgan}>
          <TextInput {...form.register('issuingOrgan')} maxLength={100} />
        </Field>
        <Field label="颁发日期" required error={form.errors.issueDate}>
          <DateInput {...form.register('issueDate')} max={today()} />
        </Field>
        <Field label="有效期至" error={form.errors.validUntil} hint="长期有效的可不填">
          <DateInput {...form.register('validUntil')} />
        </Field>
        <Field label="证书编号" error={form.errors.certificateNo}>
          <TextInput {...form.register('certificateNo')} maxLength={64} />
        </Field>
        <Field label="说明" error={form.errors.description} className={styles.wide}>
          <Textarea {...form.register('description')} maxLength={1000} />
        </Field>
        <Field label="证明材料" group required error={form.errors.files} hint="上传证书或证明文件的扫描件，PDF、图片或 OFD，每份不超过10MB" className={styles.wide}>
          <FileUpload {...form.register('files')} onUpload={uploadCertificate} accept={ACCEPT} maxSize={MAX_SIZE} maxFiles={MAX_FILES} />
        </Field>
        <Field label="联系人" required error={form.errors.contactName}>
          <TextInput {...form.register('contactName')} maxLength={30} autoComplete="name" />
        </Field>
        <Field label="联系电话" required error={form.errors.phone} hint="用于审核人员核实，也可凭此号码查询办理进度">
          <TextInput {...form.register('phone')} type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} />
        </Field>
      </div>
    </Form>
  );
}
