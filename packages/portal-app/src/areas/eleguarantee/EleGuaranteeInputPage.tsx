import { Link, useLoaderData } from 'react-router';
import { GuaranteeApplyFormRules, unwrap } from '@credit-portal/api-client';
import { atoms, Button, Card, Checkbox, Field, FileUpload, Form, normaliseUscc, Select, Text, TextInput, Tiles, type SelectOption, type UploadedFile } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { portal } from '#portal';
import { ContactFields } from '../../submission/ContactFields';
import { SubmissionActions } from '../../submission/SubmissionActions';
import { useSubmission, type SubmissionForm } from '../../submission/useSubmission';
import { EVIDENCE_ACCEPT, EVIDENCE_MAX_SIZE, storeEvidence, uploadEvidence } from '../../views/evidence';
import { ColumnFacts } from '../../views/Facts';
import { ReceiptFacts, ReceiptPanel, TrackingNumber } from '../../views/SubmissionViews';
import { EnterpriseGate, type DeclarantEnterprise } from '../../submission/EnterpriseGate';
import { GUARANTEE_PAGES, covers, guaranteeHref, premiumOf, yuan, type GuaranteeInstitution, type GuaranteeReceipt, type GuaranteeTender } from './guarantees';
import type { eleGuaranteeInputLoader } from './loaders';

interface Values {
  projectNo: string;
  productId: string;
  enterpriseName: string;
  creditCode: string;
  contactName: string;
  phone: string;
  email: string;
  files: UploadedFile[];
  agree: boolean;
}

const RULES = GuaranteeApplyFormRules;
const BLANK: Values = { projectNo: '', productId: '', enterpriseName: '', creditCode: '', contactName: '', phone: '', email: '', files: [], agree: false };

/** A product as the form offers it: with its institution's name. */
interface Offer {
  id: string;
  label: string;
  rate: number;
  minPremium: number;
  minAmount: number;
  maxAmount: number;
}

export const offersOf = (institutions: readonly GuaranteeInstitution[]): Offer[] =>
  institutions.flatMap((institution) =>
    institution.products.map((product) => ({ ...product, label: `${institution.name} · ${product.name}（费率${product.rate}%）` })),
  );

/** The tender chosen and the facts a bidder checks against its tender documents. */
function TenderFacts({ tender }: { tender: GuaranteeTender }) {
  return (
    <ColumnFacts
      facts={[
        ['招标人', tender.tenderee],
        ['投标保证金（担保金额）', yuan(tender.bidBond)],
        ['投标截止时间', tender.bidDeadline],
        ['投标有效期', `${tender.validDays}天`],
      ]}
    />
  );
}

/**
 * The application apart from its page (the page's form in the browser, the route's action for a form sent
 * without the page's script): its checks need the open tenders and the products on offer.
 */
export function guaranteeApplyForm(tenders: readonly GuaranteeTender[], offers: readonly Offer[]): SubmissionForm<Values, GuaranteeReceipt> {
  const tenderOf = (values: Values) => tenders.find((t) => t.projectNo === values.projectNo);
  return {
    rules: GuaranteeApplyFormRules,
    fields: {
      projectNo: { label: '招标项目', requiredMessage: '请选择招标项目' },
      productId: { label: '保函产品', requiredMessage: '请选择保函产品' },
      enterpriseName: { label: '投标企业名称' },
      creditCode: { label: '统一社会信用代码', normalise: normaliseUscc },
      contactName: { label: '联系人' },
      phone: { label: '手机号码' },
      email: { label: '电子邮箱' },
      files: { label: '申请材料', from: 'fileIds' },
      agree: { label: '投保声明', requiredMessage: '请阅读并勾选投保声明' },
    },
    // What the contract cannot say: the product must cover the chosen tender's bid bond.
    validators: {
      productId: (value, all) => {
        const tender = tenderOf(all);
        const offer = offers.find((o) => o.id === value);
        return !tender || !offer || covers(offer, tender.bidBond) || `该产品担保额度为${yuan(offer.minAmount)}至${yuan(offer.maxAmount)}，不能覆盖本项目的投标保证金`;
      },
      agree: (value) => value || '请阅读并勾选投保声明',
    },
    blank: BLANK,
    // The admin path's 安全验证 before sending (spec §4), as every submission has it.
    captcha: true,
    signIn: '电子保函申请',
    send: (values) =>
      unwrap(
        portal.api.POST('/cmpinternetportaladmin/eleguarantee/apply', {
          body: {
            projectNo: values.projectNo,
            productId: values.productId,
            enterpriseName: values.enterpriseName.trim(),
            creditCode: normaliseUscc(values.creditCode),
            contactName: values.contactName.trim(),
            phone: values.phone.trim(),
            ...(values.email.trim() ? { email: values.email.trim() } : {}),
            fileIds: values.files.map((file) => String(file.id)),
            agree: true,
          },
        }),
      ),
    rename: { fileIds: 'files' },
    uploads: { files: storeEvidence },
  };
}

function ApplyForm({ enterprise, tenders, offers, projectNo }: { enterprise: DeclarantEnterprise; tenders: readonly GuaranteeTender[]; offers: readonly Offer[]; projectNo: string }) {
  const tenderOf = (values: Values) => tenders.find((t) => t.projectNo === values.projectNo);
  const offerOf = (values: Values) => offers.find((o) => o.id === values.productId);
  const submission = useSubmission<Values, GuaranteeReceipt>({
    ...guaranteeApplyForm(tenders, offers),
    draft: 'ele-guarantee-apply',
    // The applicant is the account's own enterprise; a tender named in the address comes chosen.
    initial: (draft) => ({
      ...draft,
      enterpriseName: draft.enterpriseName || enterprise.name,
      creditCode: draft.creditCode || enterprise.creditCode,
      phone: draft.phone || enterprise.contactPhone,
      projectNo: tenders.some((t) => t.projectNo === projectNo) ? projectNo : draft.projectNo,
    }),
  });
  const { form, receipt } = submission;
  if (receipt) return <Receipt receipt={receipt} onAgain={submission.again} />;

  const tender = tenderOf(form.values);
  const offer = offerOf(form.values);
  const fitting = tender ? offers.filter((o) => covers(o, tender.bidBond)) : offers;
  const tenderOptions: SelectOption[] = tenders.map((t) => ({ value: t.projectNo, label: `${t.projectName}（${t.projectNo}）` }));
  const productOptions: SelectOption[] = fitting.map((o) => ({ value: o.id, label: o.label }));
  const agree = form.register('agree');
  return (
    <Form form={form} encType="multipart/form-data" aria-label="电子保函申请" actions={<SubmissionActions submission={submission} labels={{ submit: '提交申请', submitting: '正在提交…' }} />}>
      <Tiles minWidth="md" space="md">
        <Field label="招标项目" required hint="投标截止前的项目；项目编号见招标公告" error={form.errors.projectNo} className={atoms({ gridColumn: 'full' })}>
          <Select {...form.register('projectNo')} options={tenderOptions} placeholder="请选择招标项目" />
        </Field>
        {tender && (
          <div className={atoms({ gridColumn: 'full' })}>
            <TenderFacts tender={tender} />
          </div>
        )}
        <Field
          label="保函产品"
          required
          hint={tender && offer && covers(offer, tender.bidBond) ? `保费 ${yuan(premiumOf(tender.bidBond, offer))}（担保金额×费率，不低于最低保费）` : '只列出担保额度能覆盖本项目投标保证金的产品'}
          error={form.errors.productId} className={atoms({ gridColumn: 'full' })}
        >
          <Select {...form.register('productId')} options={productOptions} placeholder="请选择保函产品" />
        </Field>
        <Field label="投标企业名称" required hint="须为登录账号所属企业，与营业执照一致" error={form.errors.enterpriseName}>
          <TextInput {...form.register('enterpriseName')} maxLength={RULES.enterpriseName.maxLength} autoComplete="organization" />
        </Field>
        <Field label="统一社会信用代码" required hint="18位，须为本企业的代码" error={form.errors.creditCode}>
          <TextInput {...form.register('creditCode')} maxLength={18} autoComplete="off" />
        </Field>
        <ContactFields
          name={form.register('contactName')}
          phone={form.register('phone')}
          nameError={form.errors.contactName}
          phoneError={form.errors.phone}
          nameMaxLength={RULES.contactName.maxLength}
          phoneLabel="手机号码"
          phoneHint="接收出函通知，不会公开"
        />
        <Field label="电子邮箱" hint="选填，用于接收保函文件" error={form.errors.email}>
          <TextInput {...form.register('email')} type="email" maxLength={RULES.email.maxLength} autoComplete="email" />
        </Field>
        <Field
          label="申请材料"
          required
          group
          hint={`营业执照副本、法定代表人授权委托书等，${RULES.fileIds.minItems}至${RULES.fileIds.maxItems}份，每份不超过10MB`}
          error={form.errors.files} className={atoms({ gridColumn: 'full' })}
        >
          <FileUpload {...form.register('files')} onUpload={submission.uploading('files', uploadEvidence)} accept={EVIDENCE_ACCEPT} maxSize={EVIDENCE_MAX_SIZE} maxFiles={RULES.fileIds.maxItems} />
        </Field>
        <Field label="投保声明" required group error={form.errors.agree} className={atoms({ gridColumn: 'full' })}>
          <Checkbox
            name={agree.name}
            checked={agree.value}
            onChange={agree.onChange}
            onBlur={agree.onBlur}
            label="本企业承诺所填信息和申请材料真实有效，已阅读并同意所选产品的保函条款；如投标人撤回投标或中标后拒签合同，出函机构向招标人赔付后有权向本企业追偿"
          />
        </Field>
      </Tiles>
    </Form>
  );
}

/** The guarantee issued: its number and verification code to hand in with the bid. Takes focus. */
function Receipt({ receipt, onAgain }: { receipt: GuaranteeReceipt; onAgain: () => void }) {
  return (
    <ReceiptPanel id="guarantee-receipt-title" title="电子保函已出具" again={<Button variant="secondary" onClick={onAgain}>继续申请</Button>}>
      <ReceiptFacts
        number={['保函编号', receipt.guaranteeNo]}
        facts={[
          ['校验码', <TrackingNumber key="code">{receipt.verifyCode}</TrackingNumber>],
          ['担保金额', yuan(receipt.amount)],
          ['保费', yuan(receipt.premium)],
          ['有效期至', receipt.validTo],
          ['保函状态', receipt.status],
          ['申请时间', receipt.applyTime],
        ]}
      />
      <Text tone="muted" leading="body">
        请在投标文件中提交保函编号和校验码，招标人可凭二者在<Link to={GUARANTEE_PAGES.detail}>保函查验</Link>中核验真伪。
        保函详情见<Link to={guaranteeHref(receipt.id)}>保函详情</Link>，本企业的全部保函见<Link to="/user?tab=my-guarantees">个人中心</Link>。
      </Text>
    </ReceiptPanel>
  );
}

/** 电子保函申请 (/ele-guarantee-input, login required): an enterprise applies for a bid guarantee for an open tender. */
export function Component() {
  const { enterprise, tenders, institutions, projectNo } = useLoaderData<typeof eleGuaranteeInputLoader>();
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>电子保函申请</PageTitle>
      <Text leading="relaxed">
        投标企业可选择出函机构和产品，在线申请投标保函替代现金缴纳投标保证金；审核通过即时出函，保函编号和校验码在提交后显示。各机构的费率和承保条件见
        <Link to={GUARANTEE_PAGES.table}>保函机构及产品</Link>。
      </Text>
      <EnterpriseGate action="申请电子保函" enterprise={enterprise}>
        {(own) => <ApplyForm enterprise={own} tenders={tenders} offers={offersOf(institutions)} projectNo={projectNo} />}
      </EnterpriseGate>
    </Card>
  );
}
Component.displayName = 'EleGuaranteeInputPage';
