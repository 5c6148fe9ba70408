import { useState } from 'react';
import { Link } from 'react-router';
import { CreditDeclareFormRules, unwrap, type Schemas } from '@credit-portal/api-client';
import { atoms, DateInput, Field, FileUpload, Form, RadioGroup, Text, Textarea, TextInput, Tiles, type UploadedFile } from '@credit-portal/ui';
import { portal } from '#portal';
import { SubmissionActions } from '../../submission/SubmissionActions';
import { useActedReceipt, useSubmission, type SubmissionForm } from '../../submission/useSubmission';
import { forEnterprise } from '../../submission/declarant';
import { FORBIDDEN } from '../../shell/routeData';
import { EVIDENCE_MAX_SIZE, storeEvidence, uploadEvidence } from '../../views/evidence';
import { SubmissionReceipt } from '../../views/SubmissionViews';
import { today } from '../../submission/dates';
import { EnterpriseGate, type DeclarantEnterprise, type LoadedEnterprise } from '../../submission/EnterpriseGate';
import { PageSection } from '../../views/PageSection';
import { ContactFields } from '../../submission/ContactFields';
import { SubmittingEnterprise } from '../../submission/SubmittingEnterprise';

type DeclareType = Schemas['CreditDeclareForm']['declareType'];
type Receipt = Schemas['SubmissionReceipt'];

const RULES = CreditDeclareFormRules;

/** What each 申报类别 of the contract (CreditDeclareForm.declareType) covers. */
const DECLARE_TYPE_EXAMPLES: Record<DeclareType, string> = {
  荣誉类: '表彰、守信称号',
  资质类: '资质、认证证书',
  公益类: '捐赠、志愿服务',
};
const DECLARE_TYPES = RULES.declareType.enum.map((value) => ({ value, label: `${value}（${DECLARE_TYPE_EXAMPLES[value]}）` }));

// Certificate scans only: PDF, images or OFD (a subset of what openapi files.yaml uploadFile takes), 10 MB each.
const ACCEPT = ['.pdf', '.jpg', '.jpeg', '.png', '.ofd'] as const;

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

/**
 * 在线申报 of /service-credit-declare: an enterprise declares an honour, a qualification or a public-welfare
 * record of its own with the certificate's scans (enterprise accounts only). Kept as a draft across
 * failures and the single sign-on round trip (the submission kit); the receipt shows the SB tracking
 * number. `enterprise` is what the route's loader read of the account's enterprise.
 */
export function CreditDeclareForm({ enterprise: declarant }: { enterprise: LoadedEnterprise }) {
  // A declaration sent without the page's script comes back with its receipt from the route's action.
  const acted = useActedReceipt<Receipt>();
  const [receipt, setReceipt] = useState<{ receipt: Receipt; creditCode: string } | null>(
    acted && declarant !== null && declarant !== FORBIDDEN ? { receipt: acted, creditCode: declarant.creditCode } : null,
  );
  return (
    <PageSection id="declare-form-title" title="在线申报">
      {receipt ? (
        <SubmissionReceipt receipt={receipt.receipt} kind="信用申报" again="继续申报" onAgain={() => setReceipt(null)}>
          <Text leading="relaxed">
            请牢记受理编号。市公共信用信息中心将向颁发单位核实，审核进度见本页“我的信用申报”；
            <Link to={`/service-credit-declare-detail?creditCode=${encodeURIComponent(receipt.creditCode)}`}>查看本企业的申报概况</Link>。
          </Text>
        </SubmissionReceipt>
      ) : (
        <EnterpriseGate action="进行信用申报" enterprise={declarant}>
          {(enterprise) => (
            <DeclareFields
              enterprise={enterprise}
              onDone={(done) => setReceipt({ receipt: done, creditCode: enterprise.creditCode })}
            />
          )}
        </EnterpriseGate>
      )}
    </PageSection>
  );
}

/**
 * The declaration apart from its page (the page's form in the browser, the route's action for a form sent
 * without the page's script), for the enterprise the account acts for (null: none, see forEnterprise).
 */
export function creditDeclareForm(enterprise: DeclarantEnterprise | null): SubmissionForm<Values, Receipt> {
  return {
    rules: CreditDeclareFormRules,
    fields: {
      declareType: { label: '申报类别' },
      itemName: { label: '事项名称', requiredMessage: '请输入荣誉、资质或公益事项名称' },
      issuingOrgan: { label: '颁发（认定）单位' },
      // Picked on a calendar: 请选择 rather than 请输入.
      issueDate: { label: '颁发日期', requiredMessage: '请选择颁发日期' },
      certificateNo: { label: '证书编号' },
      validUntil: { label: '有效期至' },
      description: { label: '说明' },
      contactName: { label: '联系人' },
      phone: { label: '联系电话' },
      files: { label: '证明材料', from: 'fileIds', requiredMessage: '请上传证书或证明材料（至少1份）' },
    },
    // Dates against today and each other: the contract cannot say these.
    validators: {
      issueDate: (value) => value <= today() || '颁发日期不能晚于今天',
      validUntil: (value, all) => !value || !all.issueDate || value >= all.issueDate || '有效期至不能早于颁发日期',
    },
    // The phone starts as the account's own (a draft's stays as typed).
    blank: { ...EMPTY, phone: enterprise?.contactPhone ?? '' },
    signIn: '信用申报',
    send: async (values) => {
      const { name, creditCode } = forEnterprise(enterprise);
      return unwrap(
        portal.api.POST('/cmpinternetportaladmin/creditdeclare/add', {
          body: {
            enterpriseName: name,
            creditCode,
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
    },
    rename: { fileIds: 'files' },
    uploads: { files: storeEvidence },
  };
}

function DeclareFields({ enterprise, onDone }: { enterprise: DeclarantEnterprise; onDone: (receipt: Receipt) => void }) {
  const submission = useSubmission<Values, Receipt>({
    ...creditDeclareForm(enterprise),
    draft: 'credit-declare',
    // The receipt takes the gate's place (CreditDeclareForm), so it stays whatever the route's loader reads next.
    onSent: onDone,
  });
  const { form } = submission;

  return (
    <Form form={form} encType="multipart/form-data" aria-label="信用申报" actions={<SubmissionActions submission={submission} labels={{ submit: '提交申报' }} resettable={false} />}>
      <SubmittingEnterprise term="申报企业" enterprise={enterprise} />
      <Tiles minWidth="md" space="md">
        <Field label="申报类别" group required error={form.errors.declareType} className={atoms({ gridColumn: 'full' })}>
          <RadioGroup {...form.register('declareType')} options={DECLARE_TYPES} />
        </Field>
        <Field label="事项名称" required error={form.errors.itemName} hint="如：福建省守合同重信用企业">
          <TextInput {...form.register('itemName')} maxLength={RULES.itemName.maxLength} />
        </Field>
        <Field label="颁发（认定）单位" required error={form.errors.issuingOrgan}>
          <TextInput {...form.register('issuingOrgan')} maxLength={RULES.issuingOrgan.maxLength} />
        </Field>
        <Field label="颁发日期" required error={form.errors.issueDate}>
          <DateInput {...form.register('issueDate')} max={today()} />
        </Field>
        <Field label="有效期至" error={form.errors.validUntil} hint="长期有效的可不填">
          <DateInput {...form.register('validUntil')} />
        </Field>
        <Field label="证书编号" error={form.errors.certificateNo}>
          <TextInput {...form.register('certificateNo')} maxLength={RULES.certificateNo.maxLength} />
        </Field>
        <Field label="说明" error={form.errors.description} className={atoms({ gridColumn: 'full' })}>
          <Textarea {...form.register('description')} maxLength={RULES.description.maxLength} />
        </Field>
        <Field label="证明材料" group required error={form.errors.files} hint="上传证书或证明文件的扫描件，PDF、图片或 OFD，每份不超过10MB" className={atoms({ gridColumn: 'full' })}>
          <FileUpload {...form.register('files')} onUpload={submission.uploading('files', uploadEvidence)} accept={ACCEPT} maxSize={EVIDENCE_MAX_SIZE} maxFiles={RULES.fileIds.maxItems} />
        </Field>
        <ContactFields name={form.register('contactName')} phone={form.register('phone')} nameError={form.errors.contactName} phoneError={form.errors.phone} nameMaxLength={RULES.contactName.maxLength} phoneHint="用于审核人员核实，也可凭此号码查询办理进度" />
      </Tiles>
    </Form>
  );
}
