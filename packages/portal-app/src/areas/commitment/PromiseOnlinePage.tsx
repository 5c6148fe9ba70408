import { useEffect, useState } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { OnlineCommitmentFormRules, unwrap, type Schemas } from '@credit-portal/api-client';
import { atoms, Button, Card, Checkbox, DateInput, Field, Form, RadioGroup, SanitizedArticleView, Select, Skeleton, Text, TextInput, TextList, Tiles } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { portal } from '#portal';
import { usePendingSearch } from '../../shell/routeData';
import type { Account } from '../../submission/account';
import { SubmissionActions } from '../../submission/SubmissionActions';
import { useSubmission, type SubmissionForm } from '../../submission/useSubmission';
import { ReceiptFacts, ReceiptPanel, SignInNotice } from '../../views/SubmissionViews';
import { SectionNav } from '../../views/SectionNav';
import { COMMITMENT_SECTIONS, fillTemplate, isTemplateId, type SubjectType, type Template } from './commitment';
import type { promiseOnlineLoader } from './loaders';
import { PageSection } from '../../views/PageSection';
import { daysAgo, today } from '../../submission/dates';
import type { Sanitized } from '../../views/sanitizedArticle';

interface SignValues {
  templateId: string;
  subjectType: string;
  subjectName: string;
  creditCode: string;
  legalPerson: string;
  idNumber: string;
  phone: string;
  matter: string;
  signDate: string;
  agree: boolean;
}

const RULES = OnlineCommitmentFormRules;
const BLANK: SignValues = { templateId: '', subjectType: '', subjectName: '', creditCode: '', legalPerson: '', idNumber: '', phone: '', matter: '', signDate: '', agree: false };
const LEGAL: SubjectType = '法人及非法人组织';
const PERSON: SubjectType = '自然人';
/** The contract: signed today or within the 30 days before (a paper copy signed earlier), China Standard Time. */
const earliest = () => daysAgo(30);


/** The account's kind of subject: a personal account signs as a natural person, the others as legal persons (userType 1 person). */
const subjectTypeOf = (userType: number): SubjectType => (userType === 1 ? PERSON : LEGAL);

type Receipt = Schemas['CommitmentReceipt'];

/**
 * The sign form apart from its page (the page's form in the browser, the route's action for a form sent
 * without the page's script): its fields, checks and the call that signs.
 */
export const commitmentForm: SubmissionForm<SignValues, Receipt> = {
  rules: RULES,
  fields: {
    subjectType: { label: '承诺主体类型' },
    subjectName: { label: '承诺主体名称' },
    phone: { label: '手机号码' },
    matter: { label: '承诺事项' },
    agree: { label: '电子签名确认' },
    // Chosen from a list and picked on a calendar: 请选择 rather than 请输入.
    templateId: { label: '承诺书', requiredMessage: '请选择承诺书' },
    signDate: { label: '承诺日期', requiredMessage: '请选择承诺日期' },
    // A field of one kind of subject only: required for it, left alone (hidden, not sent) for the other.
    creditCode: { label: '统一社会信用代码', requiredMessage: '请输入统一社会信用代码', when: (values) => values.subjectType !== PERSON },
    legalPerson: { label: '法定代表人姓名', requiredMessage: '请输入法定代表人姓名', when: (values) => values.subjectType !== PERSON },
    idNumber: { label: '身份证号码', requiredMessage: '请输入身份证号码', when: (values) => values.subjectType === PERSON },
  },
  validators: {
    signDate: (value) => (value >= earliest() && value <= today()) || '承诺日期应为近30日内且不晚于今天',
  },
  blank: BLANK,
  send: (values) => {
    const person = values.subjectType === PERSON;
    return unwrap(
      portal.api.POST('/cmpinternetportalfront/onlinecommitment/qzonlinecommitment/add', {
        body: {
          templateId: values.templateId,
          subjectType: values.subjectType as SubjectType,
          subjectName: values.subjectName.trim(),
          ...(person
            ? { idNumber: values.idNumber.trim().toUpperCase() }
            : { creditCode: values.creditCode.trim().toUpperCase(), legalPerson: values.legalPerson.trim() }),
          phone: values.phone.trim(),
          matter: values.matter.trim(),
          signDate: values.signDate,
          agree: true,
        },
      }),
    );
  },
};

function SignedReceipt({ receipt, onAgain }: { receipt: Receipt; onAgain: () => void }) {
  return (
    <ReceiptPanel
      id="commitment-receipt-title"
      title="信用承诺已签署成功"
      again={
        <Button variant="secondary" onClick={onAgain}>
          继续签署其他承诺
        </Button>
      }
    >
      <ReceiptFacts number={['承诺编号', receipt.commitmentNo]} facts={[['签署时间', receipt.signTime], ['公示状态', receipt.status]]} />
      <Text tone="muted" leading="body">
        承诺书已在<Link to="/promise-publicity">承诺公示</Link>中公开。请妥善保存承诺编号，承诺事项履行后凭承诺编号进行
        <Link to={`/commitent-feedback?commitmentNo=${encodeURIComponent(receipt.commitmentNo)}`}>承诺反馈</Link>。
      </Text>
    </ReceiptPanel>
  );
}

/** The sign form for a logged-in visitor: the template chosen, the subject, the matter, the date and the signature. */
function SignForm({ templates, chosen, account, userType }: { templates: Schemas['CommitmentTemplateSummary'][]; chosen: Sanitized<Template> | null; account: Account | null; userType: number }) {
  const [params, setParams] = useSearchParams();
  // 重置 and 继续签署 start again from the account's kind of subject and today.
  const [blank] = useState<SignValues>(() => ({ ...BLANK, subjectType: subjectTypeOf(userType), signDate: today() }));
  const submission = useSubmission<SignValues, Receipt>({
    ...commitmentForm,
    blank,
    draft: 'promise-online',
    // The template the address asks for, the account's kind of subject and today, and the account's own
    // subject in the fields the restored draft left empty (a draft's values stay as typed).
    initial: (draft) => {
      const asked = params.get('templateId') ?? '';
      return {
        ...draft,
        templateId: isTemplateId(asked) && templates.some((t) => t.id === asked) ? asked : draft.templateId,
        subjectType: draft.subjectType || subjectTypeOf(userType),
        signDate: draft.signDate || today(),
        subjectName: draft.subjectName || (account?.user.name ?? ''),
        creditCode: draft.creditCode || (account?.user.creditCode ?? ''),
      };
    },
  });
  const { form, receipt } = submission;

  // The chosen template is the address's (?templateId=): the route's loader reads it for the preview.
  const chosenId = form.values.templateId;
  useEffect(() => {
    if ((params.get('templateId') ?? '') === chosenId) return;
    const next = new URLSearchParams(params);
    if (chosenId) next.set('templateId', chosenId);
    else next.delete('templateId');
    setParams(next, { replace: true, preventScrollReset: true });
  }, [chosenId, params, setParams]);
  const pending = usePendingSearch();

  if (receipt) return <SignedReceipt receipt={receipt} onAgain={submission.again} />;

  const person = form.values.subjectType === PERSON;
  const template = chosen?.id === chosenId ? chosen : null;
  const allowed = template?.subjectTypes ?? [LEGAL, PERSON];
  const field = <K extends keyof SignValues & string>(name: K) => form.register(name);
  const text = (name: 'subjectName' | 'creditCode' | 'legalPerson' | 'idNumber' | 'phone' | 'matter') => {
    const f = field(name);
    return { name: f.name, value: f.value, onChange: f.onChange, onBlur: f.onBlur };
  };
  const { value: agree, ...agreeField } = field('agree');
  const preview = template
    ? fillTemplate(template.content, {
        subjectName: form.values.subjectName,
        creditCode: person ? form.values.idNumber.toUpperCase() : form.values.creditCode.toUpperCase(),
        legalPerson: form.values.legalPerson,
        matter: form.values.matter,
        signDate: form.values.signDate,
      })
    : null;

  return (
    <Form form={form} aria-label="在线承诺" actions={<SubmissionActions submission={submission} />}>
      <Tiles minWidth="md" space="md">
        <Field label="承诺书" required error={form.errors.templateId} className={atoms({ gridColumn: 'full' })} hint="可在承诺目录中阅读各承诺书的内容">
          <Select {...field('templateId')} placeholder="请选择承诺书" options={templates.map((t) => ({ value: t.id, label: `${t.title}（${t.scenario}）` }))} />
        </Field>
        <Field label="承诺主体类型" required error={form.errors.subjectType} className={atoms({ gridColumn: 'full' })} hint={template ? `本承诺书适用于：${allowed.join('、')}` : undefined}>
          <RadioGroup {...field('subjectType')} direction="row" options={[LEGAL, PERSON].map((type) => ({ value: type, label: type, disabled: !allowed.includes(type) }))} />
        </Field>
        <Field label={person ? '姓名' : '单位名称'} required error={form.errors.subjectName} hint={person ? '与身份证一致' : '与营业执照等登记证照一致'}>
          <TextInput {...text('subjectName')} maxLength={RULES.subjectName.maxLength} autoComplete={person ? 'name' : 'organization'} />
        </Field>
        {person ? (
          <Field label="身份证号码" required error={form.errors.idNumber}>
            <TextInput {...text('idNumber')} maxLength={18} autoComplete="off" />
          </Field>
        ) : (
          <>
            <Field label="统一社会信用代码" required error={form.errors.creditCode}>
              <TextInput {...text('creditCode')} maxLength={18} autoComplete="off" />
            </Field>
            <Field label="法定代表人" required error={form.errors.legalPerson}>
              <TextInput {...text('legalPerson')} maxLength={RULES.legalPerson.maxLength} autoComplete="off" />
            </Field>
          </>
        )}
        <Field label="手机号码" required error={form.errors.phone} hint="用于联系和查询承诺反馈，不公开">
          <TextInput {...text('phone')} type="tel" inputMode="numeric" maxLength={11} autoComplete="tel" />
        </Field>
        <Field label="承诺日期" required error={form.errors.signDate} hint="近30日内，不晚于今天">
          <DateInput {...field('signDate')} min={earliest()} max={today()} />
        </Field>
        <Field label="承诺事项" required error={form.errors.matter} className={atoms({ gridColumn: 'full' })} hint="办理的具体事项，如：申请食品经营许可证（告知承诺制）">
          <TextInput {...text('matter')} maxLength={RULES.matter.maxLength} />
        </Field>
      </Tiles>
      <PageSection id="commitment-preview-title" title="承诺书预览">
        {pending && !template && chosenId && <Skeleton variant="card" count={1} label="正在加载承诺书" />}
        {!pending && !template && <Text tone="muted" leading="body">选择承诺书后，这里显示将要签署的承诺书全文。</Text>}
        {template && preview !== null && (
          <Card>
            <SanitizedArticleView headingLevel={2} title={template.title} source={template.organ} html={preview} labels={{ source: '承诺受理单位' }} />
          </Card>
        )}
      </PageSection>
      <Field error={form.errors.agree}>
        <Checkbox {...agreeField} checked={agree} label="本人（本单位）已阅读并确认以上承诺内容，同意以此作为电子签名，承诺书在信用网站公示" />
      </Field>
    </Form>
  );
}

/**
 * /promise-online (在线承诺): a logged-in subject chooses a template, fills it in and signs it; the
 * receipt gives the 承诺编号 (CN…). What was typed is kept through errors, failures and the single
 * sign-on's round trip (the submission kit). The route's loader gives the account (null when anonymous),
 * whose type the form follows.
 */
export function Component() {
  const { templates, chosen, account } = useLoaderData<typeof promiseOnlineLoader>();
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>在线承诺</PageTitle>
      <SectionNav label="信用承诺栏目" sections={COMMITMENT_SECTIONS} />
      <TextList numbered leading="body" aria-label="签署步骤">
        <li>选择承诺书（可先在<Link to="/credit-commitment-index">承诺目录</Link>中阅读承诺内容）；</li>
        <li>填写承诺主体、承诺事项和承诺日期，核对承诺书预览；</li>
        <li>勾选电子签名确认并提交，获得承诺编号；</li>
        <li>承诺书即时在<Link to="/promise-publicity">承诺公示</Link>中公开，履行后进行承诺反馈。</li>
      </TextList>
      {!account ? (
        <SignInNotice>签署信用承诺需先登录：法人及非法人组织使用企业或组织账号，自然人使用个人账号。</SignInNotice>
      ) : (
        <SignForm templates={templates} chosen={chosen} account={account} userType={account.userType} />
      )}
    </Card>
  );
}
Component.displayName = 'PromiseOnlinePage';
