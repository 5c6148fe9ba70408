// The financing application (融资需求) of a product: published from /farming-financing-docking (any product)
// or a product's detail (that product). Enterprise accounts only on the docking page and for products
// marked enterpriseOnly (spec §5, §6, §8: 请使用企业账号登录后发布融资需求). Kept as a draft across failures
// and the single sign-on round trip (the submission kit); the receipt shows the JR tracking number.
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ApplyRequestRules, unwrap, type Schemas } from '@credit-portal/api-client';
import { atoms, Button, Card, Field, Form, FormSubmitError, Inline, normaliseUscc, required, Select, Text, Textarea, TextInput, Tiles, validateUnifiedSocialCreditCode, validationMessages, type SelectOption } from '@credit-portal/ui';
import { Deferred } from '../shell/routeData';
import type { Viewer } from '../shell/session';
import { portal } from '#portal';
import { intentAddress } from '../submission/action';
import { useActedReceipt, useSubmission, type SubmissionForm } from '../submission/useSubmission';
import { LoginNotice } from '../views/LoginNotice';
import { EnterpriseGate, type LoadedEnterprise } from '../submission/EnterpriseGate';
import type { ProductSummary } from './products';
import { ContactFields } from '../submission/ContactFields';
import { SubmittingEnterprise } from '../submission/SubmittingEnterprise';
import { ReceiptFacts, ReceiptPanel } from '../views/SubmissionViews';
import { LoginLink } from '../views/LoginLink';

type ApplyResult = Schemas['ApplyResult'];

/** Spec §8, glossary: the farming message for anyone but an enterprise account. */
export const ENTERPRISE_ONLY = '请使用企业账号登录后发布融资需求';

export interface ApplyValues {
  productId: string;
  amount: string;
  term: string;
  purpose: string;
  contactName: string;
  contactPhone: string;
  enterpriseName: string;
  creditCode: string;
}
const RULES = ApplyRequestRules;
const EMPTY: ApplyValues = { productId: '', amount: '', term: '', purpose: '', contactName: '', contactPhone: '', enterpriseName: '', creditCode: '' };

/** Who applies: an enterprise the account acts for (its name and code fixed), an organisation (typed), or a person. */
export type Applicant = { kind: 'enterprise'; name: string; creditCode: string; phone: string } | { kind: 'organisation' } | { kind: 'person' };

interface ApplyFormProps {
  /** The product applied for; without it the visitor picks one of `products`. */
  product?: ProductSummary;
  products?: readonly ProductSummary[];
  /** Only enterprise accounts (the docking page, or a product marked enterpriseOnly). */
  enterpriseOnly: boolean;
  /** Names the draft: one per product, one for the docking page. */
  draftKey: string;
  /** The enterprise the account acts for, as the route's loader streams it (declarantEnterprise); waited for only by an enterprise account. */
  enterprise: Promise<LoadedEnterprise>;
  /** Where the receipt sends the applicant to follow the application: the sub-site's own page of them. */
  followUp: ApplyFollowUp;
  /** Who visits, as the route's loader says (null: anonymous): the gates follow the account's type. */
  viewer: Viewer | null;
  /** The form's name where its page has other forms (a product's page: 收藏), the intent it posts with. */
  intent?: string;
}

/** The application's name on a product's page, beside 收藏 (the intent it posts with). */
export const APPLY = 'apply';

/** A page where an applicant follows their applications, and its name in the receipt's sentence. */
export interface ApplyFollowUp {
  href: string;
  label: string;
}

/** The login and account-type gates in front of the form, then the form, then the receipt. */
export function ApplyForm({ product, products = [], enterpriseOnly, draftKey, enterprise, followUp, viewer, intent }: ApplyFormProps) {
  // An application sent without the page's script comes back with its receipt from the route's action.
  const [receipt, setReceipt] = useState<ApplyResult | null>(useActedReceipt<ApplyResult>(intent));
  if (receipt) return <ApplyReceipt receipt={receipt} followUp={followUp} onAgain={() => setReceipt(null)} />;
  if (!viewer) return enterpriseOnly ? <EnterpriseNotice login /> : <LoginNotice action="申请该产品" />;
  const done = (result: ApplyResult) => setReceipt(result);
  const fields = (applicant: Applicant) => <ApplyFields product={product} products={products} applicant={applicant} enterpriseOnly={enterpriseOnly} draftKey={draftKey} onDone={done} intent={intent} />;
  if (viewer.userType === 2) {
    return (
      <Deferred resolve={enterprise} loading={{ variant: 'list', count: 4, label: '正在加载企业信息' }}>
        {(loaded) => (
          <EnterpriseGate action="发布融资需求" enterprise={loaded}>
            {(e) => fields({ kind: 'enterprise', name: e.name, creditCode: e.creditCode, phone: e.contactPhone })}
          </EnterpriseGate>
        )}
      </Deferred>
    );
  }
  if (enterpriseOnly) return <EnterpriseNotice />;
  return fields(viewer.userType === 3 ? { kind: 'organisation' } : { kind: 'person' });
}

/** Spec §8's farming message, with a way to log in when nobody is. */
function EnterpriseNotice({ login = false }: { login?: boolean }) {
  return (
    <Card look="brand" padding="lg" role={login ? undefined : 'alert'}>
      <Text leading="relaxed">{ENTERPRISE_ONLY}</Text>
      {login && (
        <Inline space="sm">
          <LoginLink />
        </Inline>
      )}
    </Card>
  );
}

const positiveNumber = (value: string) => (Number.isFinite(Number(value)) && Number(value) > 0) || '请输入大于0的数字';
const wholeMonths = (value: string) => /^\d{1,3}$/.test(value.trim()) || '请输入整数月数';

/** What an application is for and by whom: the product (or the products to choose from) and the applicant. */
export interface ApplyFor {
  product?: ProductSummary;
  products: readonly ProductSummary[];
  applicant: Applicant;
  enterpriseOnly: boolean;
}

/**
 * The application apart from its page (the page's form in the browser, the route's action for a form
 * sent without the page's script): its checks follow the chosen product's ranges and who applies.
 */
export function financeApplyForm({ product, products, applicant, enterpriseOnly }: ApplyFor): SubmissionForm<ApplyValues, ApplyResult> {
  const chosenOf = (values: ApplyValues) => product ?? products.find((p) => p.id === values.productId);
  const organisation = applicant.kind === 'organisation';
  return {
    rules: ApplyRequestRules,
    fields: {
      productId: { label: '金融产品', requiredMessage: '请选择金融产品' },
      amount: { label: '申请金额' },
      term: { label: '贷款期限' },
      purpose: { label: '资金用途' },
      contactName: { label: '联系人' },
      contactPhone: { label: '联系电话', patternMessage: validationMessages.mobile },
      // An organisation names itself; an enterprise's are the account's, a person sends none.
      ...(organisation
        ? {
            enterpriseName: { label: '单位名称' },
            creditCode: { label: '统一社会信用代码', normalise: normaliseUscc, patternMessage: validationMessages.unifiedSocialCreditCode },
          }
        : {}),
    },
    // The product's own ranges, and what only an organisation must give (the contract cannot say either).
    validators: {
      amount: [
        positiveNumber,
        (value, all) => {
          const chosen = chosenOf(all);
          return !chosen || (Number(value) >= chosen.minAmount && Number(value) <= chosen.maxAmount) || `申请金额应在${chosen.minAmount}至${chosen.maxAmount}万元之间`;
        },
      ],
      term: [
        wholeMonths,
        (value, all) => {
          const chosen = chosenOf(all);
          return !chosen || (Number(value) >= chosen.minTerm && Number(value) <= chosen.maxTerm) || `贷款期限应在${chosen.minTerm}至${chosen.maxTerm}个月之间`;
        },
      ],
      ...(organisation
        ? {
            enterpriseName: required('请填写单位名称'),
            // Required for an organisation, and its check character, which the contract's pattern does not cover.
            creditCode: [required('请填写统一社会信用代码'), validateUnifiedSocialCreditCode],
          }
        : {}),
    },
    blank: EMPTY,
    signIn: '融资需求',
    send: async (values) => {
      // A product for enterprises only (the page says so before the form): the back end's words.
      if (enterpriseOnly && applicant.kind !== 'enterprise') throw new FormSubmitError(ENTERPRISE_ONLY);
      return unwrap(
        portal.credit.POST('/finance/product/apply/apply', {
          body: {
            productId: values.productId,
            amount: Number(values.amount),
            term: Number(values.term),
            purpose: values.purpose.trim(),
            contactName: values.contactName.trim(),
            contactPhone: values.contactPhone.trim(),
            ...(applicant.kind === 'enterprise' ? { enterpriseName: applicant.name, creditCode: applicant.creditCode } : {}),
            ...(organisation ? { enterpriseName: values.enterpriseName.trim(), creditCode: normaliseUscc(values.creditCode) } : {}),
          },
        }),
      );
    },
  };
}

function ApplyFields({
  product,
  products,
  applicant,
  enterpriseOnly,
  draftKey,
  onDone,
  intent,
}: {
  product?: ProductSummary;
  products: readonly ProductSummary[];
  enterpriseOnly: boolean;
  applicant: Applicant;
  draftKey: string;
  onDone: (result: ApplyResult) => void;
  intent: string | undefined;
}) {
  const { search } = useLocation();
  const chosenOf = (values: ApplyValues) => product ?? products.find((p) => p.id === values.productId);
  const { form } = useSubmission<ApplyValues, ApplyResult>({
    ...financeApplyForm({ product, products, applicant, enterpriseOnly }),
    draft: `farming-apply:${draftKey}`,
    initial: (draft) => ({
      ...draft,
      ...(product ? { productId: product.id } : {}),
      ...(applicant.kind === 'enterprise' && !draft.contactPhone ? { contactPhone: applicant.phone } : {}),
    }),
    // The receipt takes the form's place (ApplyForm).
    onSent: onDone,
    ...(intent === undefined ? {} : { intent }),
  });
  const chosen = chosenOf(form.values);
  const options: SelectOption[] = products.map((p) => ({ value: p.id, label: `${p.name}（${p.institutionShortName}）` }));

  return (
    <Form form={form} action={intent === undefined ? undefined : intentAddress(intent, new URLSearchParams(search))} aria-label="发布融资需求" labels={{ submit: '提交申请' }}>
      {applicant.kind === 'enterprise' && (
        <SubmittingEnterprise term="申请企业" enterprise={applicant} />
      )}
      <Tiles minWidth="md" space="md">
        {/* The product of a product's page, sent with the form when no script fills it in. */}
        {product && <input type="hidden" name="productId" value={product.id} />}
        {!product && (
          <Field label="金融产品" required error={form.errors.productId} className={atoms({ gridColumn: 'full' })}>
            <Select {...form.register('productId')} options={options} placeholder="请选择金融产品" />
          </Field>
        )}
        <Field
          label="申请金额（万元）"
          required
          error={form.errors.amount}
          hint={chosen ? `本产品额度 ${chosen.minAmount}–${chosen.maxAmount} 万元` : undefined}
        >
          <TextInput {...form.register('amount')} inputMode="decimal" maxLength={9} />
        </Field>
        <Field label="贷款期限（月）" required error={form.errors.term} hint={chosen ? `本产品期限 ${chosen.minTerm}–${chosen.maxTerm} 个月` : undefined}>
          <TextInput {...form.register('term')} inputMode="numeric" maxLength={3} />
        </Field>
        {applicant.kind === 'organisation' && (
          <>
            <Field label="单位名称" required error={form.errors.enterpriseName}>
              <TextInput {...form.register('enterpriseName')} maxLength={RULES.enterpriseName.maxLength} />
            </Field>
            <Field label="统一社会信用代码" required error={form.errors.creditCode}>
              <TextInput {...form.register('creditCode')} maxLength={18} />
            </Field>
          </>
        )}
        <Field label="资金用途" required error={form.errors.purpose} className={atoms({ gridColumn: 'full' })}>
          <Textarea {...form.register('purpose')} maxLength={RULES.purpose.maxLength} />
        </Field>
        <ContactFields name={form.register('contactName')} phone={form.register('contactPhone')} nameError={form.errors.contactName} phoneError={form.errors.contactPhone} nameMaxLength={RULES.contactName.maxLength} />
      </Tiles>
    </Form>
  );
}

/** After a stored application: the tracking number to keep and where to follow it. Takes focus. */
function ApplyReceipt({ receipt, followUp, onAgain }: { receipt: ApplyResult; followUp: ApplyFollowUp; onAgain: () => void }): ReactNode {
  return (
    <ReceiptPanel id="apply-receipt-title" title="融资需求已提交成功" level={3} again={<Button onClick={onAgain}>继续发布</Button>}>
      <ReceiptFacts number={['申请编号', receipt.applyNo]} facts={[['提交时间', receipt.applyTime], ['办理状态', receipt.status]]} />
      <Text leading="relaxed">
        请牢记申请编号。金融机构受理后将与您联系，办理进度见<Link to={followUp.href}>{followUp.label}</Link>。
      </Text>
    </ReceiptPanel>
  );
}
