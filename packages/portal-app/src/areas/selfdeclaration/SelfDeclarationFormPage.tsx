import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import { DateInput, Field, Form, Select, Textarea, TextInput, maxLength, required, useForm, validateMobile } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { clearDraft, readDraft, useDraft } from '../../shell/draft';
import { portal } from '../../shell/portal';
import { SubmissionReceipt } from '../../views/SubmissionViews';
import { toFormError } from '../../views/formError';
import { today, yearsLater } from '../service/dates';
import { EnterpriseGate, type DeclarantEnterprise } from '../service/EnterpriseGate';
import * as styles from '../service/service.css';
import type { selfDeclarationFormLoader } from './loaders';
import { SCOPES, type Scope } from './scopes';

type Receipt = Schemas['SubmissionReceipt'];

interface Values {
  title: string;
  scope: string;
  content: string;
  validFrom: string;
  validTo: string;
  contactName: string;
  phone: string;
}

const DRAFT_KEY = 'self-declaration';

/**
 * /self-declaration1 (spec §2 'Credit service'): the self-declaration form. Enterprise accounts only; the
 * enterprise's name and code come from the account (getEnterprise, read by the route's loader) and are
 * not typed. What the visitor types is kept as a draft across failures and the single sign-on round
 * trip; the receipt shows the SM tracking number.
 */
export function Component() {
  const { enterprise } = useLoaderData<typeof selfDeclarationFormLoader>();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  return (
    <div className={styles.page}>
      <PageTitle className={styles.title}>我要声明</PageTitle>
      <p className={styles.lead}>
        自主声明由企业对自身依法诚信经营等事项作出公开承诺，经审核后在“
        <Link to="/self-declaration-list">自主声明公示</Link>”中公示，接受社会监督。声明内容须真实，如有不实将记入企业信用档案。
      </p>
      {receipt ? (
        <SubmissionReceipt receipt={receipt} kind="自主声明" again="继续声明" onAgain={() => setReceipt(null)}>
          <p className={styles.lead}>
            请牢记受理编号。审核进度可在“<Link to="/self-declaration">自主声明</Link>”页“我的自主声明”中查看，审核通过后在“
            <Link to="/self-declaration-list">自主声明公示</Link>”中公示。
          </p>
        </SubmissionReceipt>
      ) : (
        <EnterpriseGate action="发布自主声明" enterprise={enterprise}>
          {(declarant) => <SelfDeclarationFields enterprise={declarant} onDone={setReceipt} />}
        </EnterpriseGate>
      )}
    </div>
  );
}
Component.displayName = 'SelfDeclarationFormPage';

function SelfDeclarationFields({ enterprise, onDone }: { enterprise: DeclarantEnterprise; onDone: (receipt: Receipt) => void }) {
  const start = today();
  const form = useForm<Values>({
    initialValues: readDraft(DRAFT_KEY, {
      title: '',
      scope: '',
      content: '',
      validFrom: start,
      validTo: yearsLater(start, 1),
      contactName: '',
      phone: enterprise.contactPhone,
    }),
    timeout: 30000,
    validators: {
      title: [required('请输入声明标题'), (value) => value.trim().length >= 2 || '声明标题至少2个字', maxLength(50)],
      scope: required('请选择声明范围'),
      content: [required('请输入声明内容'), (value) => value.trim().length >= 20 || '声明内容至少20个字', maxLength(2000)],
      validFrom: required('请选择有效期起'),
      validTo: [
        required('请选择有效期止'),
        (value, all) => !all.validFrom || value >= all.validFrom || '有效期止不能早于有效期起',
        (value) => value >= today() || '有效期止不能早于今天',
      ],
      contactName: [required('请输入联系人'), (value) => value.trim().length >= 2 || '联系人姓名至少2个字', maxLength(30)],
      phone: [required('请输入联系电话'), validateMobile],
    },
    onSubmit: async (values) => {
      try {
        const receipt = await unwrap(
          portal.api.POST('/cmpinternetportalfront/independentdeclaration/qzindependentdeclaration/add', {
            body: {
              enterpriseName: enterprise.name,
              creditCode: enterprise.creditCode,
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
        clearDraft(DRAFT_KEY);
        onDone(receipt);
      } catch (error) {
        throw toFormError(error);
      }
    },
  });
  useDraft(DRAFT_KEY, form.values);

  return (
    <Form form={form} aria-label="自主声明" labels={{ submit: '提交声明' }}>
      <dl className={styles.facts}>
        <dt>声明企业</dt>
        <dd>{enterprise.name}</dd>
        <dt>统一社会信用代码</dt>
        <dd>{enterprise.creditCode}</dd>
      </dl>
      <div className={styles.formGrid}>
        <Field label="声明标题" required error={form.errors.title} hint="如：关于依法诚信经营的自主声明" className={styles.wide}>
          <TextInput {...form.register('title')} maxLength={50} />
        </Field>
        <Field label="声明范围" required error={form.errors.scope}>
          <Select {...form.register('scope')} options={SCOPES.map((scope) => ({ value: scope, label: scope }))} placeholder="请选择声明范围" />
        </Field>
        <Field label="声明内容" required error={form.errors.content} hint="20至2000字，写明企业承诺遵守的事项" className={styles.wide}>
          <Textarea {...form.register('content')} maxLength={2000} />
        </Field>
        <Field label="有效期起" required error={form.errors.validFrom}>
          <DateInput {...form.register('validFrom')} />
        </Field>
        <Field label="有效期止" required error={form.errors.validTo} hint="不能早于有效期起和今天">
          <DateInput {...form.register('validTo')} min={start} />
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
