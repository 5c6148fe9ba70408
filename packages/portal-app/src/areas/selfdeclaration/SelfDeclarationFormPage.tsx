import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { SelfDeclarationFormRules, unwrap, type Schemas } from '@credit-portal/api-client';
import { atoms, Card, DateInput, Field, Form, Select, Text, Textarea, TextInput, Tiles } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { portal } from '#portal';
import { SubmissionActions } from '../../submission/SubmissionActions';
import { useActedReceipt, useSubmission, type SubmissionForm } from '../../submission/useSubmission';
import { forEnterprise } from '../../submission/declarant';
import { SubmissionReceipt } from '../../views/SubmissionViews';
import { today, yearsLater } from '../../submission/dates';
import { EnterpriseGate, type DeclarantEnterprise } from '../../submission/EnterpriseGate';
import type { selfDeclarationFormLoader } from './loaders';
import { SCOPES, type Scope } from './scopes';
import { ContactFields } from '../../submission/ContactFields';
import { SubmittingEnterprise } from '../../submission/SubmittingEnterprise';

type Receipt = Schemas['SubmissionReceipt'];

const RULES = SelfDeclarationFormRules;

interface Values {
  title: string;
  scope: string;
  content: string;
  validFrom: string;
  validTo: string;
  contactName: string;
  phone: string;
}

/**
 * /self-declaration1 (spec §2 'Credit service'): the self-declaration form. Enterprise accounts only; the
 * enterprise's name and code come from the account (getEnterprise, read by the route's loader) and are
 * not typed. What the visitor types is kept as a draft across failures and the single sign-on round
 * trip (the submission kit); the receipt shows the SM tracking number.
 */
export function Component() {
  const { enterprise } = useLoaderData<typeof selfDeclarationFormLoader>();
  // A declaration sent without the page's script comes back with its receipt from the route's action.
  const [receipt, setReceipt] = useState<Receipt | null>(useActedReceipt<Receipt>());
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>我要声明</PageTitle>
      <Text leading="relaxed">
        自主声明由企业对自身依法诚信经营等事项作出公开承诺，经审核后在“
        <Link to="/self-declaration-list">自主声明公示</Link>”中公示，接受社会监督。声明内容须真实，如有不实将记入企业信用档案。
      </Text>
      {receipt ? (
        <SubmissionReceipt receipt={receipt} kind="自主声明" again="继续声明" onAgain={() => setReceipt(null)}>
          <Text leading="relaxed">
            请牢记受理编号。审核进度可在“<Link to="/self-declaration">自主声明</Link>”页“我的自主声明”中查看，审核通过后在“
            <Link to="/self-declaration-list">自主声明公示</Link>”中公示。
          </Text>
        </SubmissionReceipt>
      ) : (
        <EnterpriseGate action="发布自主声明" enterprise={enterprise}>
          {(declarant) => <SelfDeclarationFields enterprise={declarant} onDone={setReceipt} />}
        </EnterpriseGate>
      )}
    </Card>
  );
}
Component.displayName = 'SelfDeclarationFormPage';

/**
 * The declaration apart from its page (the page's form in the browser, the route's action for a form sent
 * without the page's script), for the enterprise the account acts for (null: none, see forEnterprise).
 */
export function selfDeclarationForm(enterprise: DeclarantEnterprise | null): SubmissionForm<Values, Receipt> {
  const start = today();
  return {
    rules: SelfDeclarationFormRules,
    fields: {
      title: { label: '声明标题' },
      scope: { label: '声明范围' },
      content: { label: '声明内容' },
      // Picked on a calendar: 请选择 rather than 请输入.
      validFrom: { label: '有效期起', requiredMessage: '请选择有效期起' },
      validTo: { label: '有效期止', requiredMessage: '请选择有效期止' },
      contactName: { label: '联系人' },
      phone: { label: '联系电话' },
    },
    validators: {
      // Too short is the usual slip: the form names only the least (the input stops at the most).
      content: (value) => Array.from(value.trim()).length >= RULES.content.minLength || `声明内容至少${RULES.content.minLength}个字`,
      // The period against itself and today: the contract cannot say these.
      validTo: [
        (value, all) => !all.validFrom || value >= all.validFrom || '有效期止不能早于有效期起',
        (value) => value >= today() || '有效期止不能早于今天',
      ],
    },
    // A year from today, and the account's own phone (a draft's values stay as typed).
    blank: { title: '', scope: '', content: '', validFrom: start, validTo: yearsLater(start, 1), contactName: '', phone: enterprise?.contactPhone ?? '' },
    signIn: '自主声明',
    send: async (values) => {
      const { name, creditCode } = forEnterprise(enterprise);
      return unwrap(
        portal.api.POST('/cmpinternetportalfront/independentdeclaration/qzindependentdeclaration/add', {
          body: {
            enterpriseName: name,
            creditCode,
            title: values.title.trim(),
            scope: values.scope as Scope,
            content: values.content.trim(),
            validFrom: values.validFrom,
            validTo: values.validTo,
            contactName: values.contactName.trim(),
            phone: values.phone.trim(),
          },
        }),
      );
    },
  };
}

function SelfDeclarationFields({ enterprise, onDone }: { enterprise: DeclarantEnterprise; onDone: (receipt: Receipt) => void }) {
  const start = today();
  const submission = useSubmission<Values, Receipt>({
    ...selfDeclarationForm(enterprise),
    draft: 'self-declaration',
    // The receipt takes the gate's place (Component), so it stays whatever the route's loader reads next.
    onSent: onDone,
  });
  const { form } = submission;

  return (
    <Form form={form} aria-label="自主声明" actions={<SubmissionActions submission={submission} labels={{ submit: '提交声明' }} resettable={false} />}>
      <SubmittingEnterprise term="声明企业" enterprise={enterprise} />
      <Tiles minWidth="md" space="md">
        <Field label="声明标题" required error={form.errors.title} hint="如：关于依法诚信经营的自主声明" className={atoms({ gridColumn: 'full' })}>
          <TextInput {...form.register('title')} maxLength={RULES.title.maxLength} />
        </Field>
        <Field label="声明范围" required error={form.errors.scope}>
          <Select {...form.register('scope')} options={SCOPES.map((scope) => ({ value: scope, label: scope }))} placeholder="请选择声明范围" />
        </Field>
        <Field label="声明内容" required error={form.errors.content} hint={`${RULES.content.minLength}至${RULES.content.maxLength}字，写明企业承诺遵守的事项`} className={atoms({ gridColumn: 'full' })}>
          <Textarea {...form.register('content')} maxLength={RULES.content.maxLength} />
        </Field>
        <Field label="有效期起" required error={form.errors.validFrom}>
          <DateInput {...form.register('validFrom')} />
        </Field>
        <Field label="有效期止" required error={form.errors.validTo} hint="不能早于有效期起和今天">
          <DateInput {...form.register('validTo')} min={start} />
        </Field>
        <ContactFields name={form.register('contactName')} phone={form.register('phone')} nameError={form.errors.contactName} phoneError={form.errors.phone} nameMaxLength={RULES.contactName.maxLength} phoneHint="用于审核人员核实，也可凭此号码查询办理进度" />
      </Tiles>
    </Form>
  );
}
