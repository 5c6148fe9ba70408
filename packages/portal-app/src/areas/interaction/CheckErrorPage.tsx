import { Link, useLoaderData, useSearchParams } from 'react-router';
import { CorrectionFormRules, unwrap, type Schemas } from '@credit-portal/api-client';
import { atoms, EmptyState, Field, Form, maxLength, minLength, required, Text, Textarea, TextInput, Tiles, type FieldValidator } from '@credit-portal/ui';
import { portal } from '#portal';
import { useLoaded } from '../../shell/routeData';
import { SubmissionActions } from '../../submission/SubmissionActions';
import { useSubmission, type SubmissionForm } from '../../submission/useSubmission';
import { SignInNotice, SubmissionReceipt } from '../../views/SubmissionViews';
import { type SubmissionProgress } from '../../views/submissions';
import { PagedTable } from '../../views/PagedList';
import type { myCorrectionsLoader } from './loaders';
import { PageSection } from '../../views/PageSection';
import { ContactFields } from '../../submission/ContactFields';
import { PageFrame } from '../../views/PageFrame';
import { absoluteUrl } from '../../views/siteAddress';

interface CorrectionValues {
  pageUrl: string;
  wrongInfo: string;
  rightInfo: string;
  contactName: string;
  phone: string;
  email: string;
}

const RULES = CorrectionFormRules;
const BLANK: CorrectionValues = { pageUrl: '', wrongInfo: '', rightInfo: '', contactName: '', phone: '', email: '' };


/** The address this page was opened for (?url=…, from a 纠错 link on another page), when it is one of ours or http(s). */
function startingUrl(params: URLSearchParams): string {
  const given = params.get('url') ?? '';
  return /^https?:\/\/\S+$/i.test(absoluteUrl(given)) ? absoluteUrl(given) : '';
}

/** The composed 纠错内容: which information is wrong, and what is right. */
const composeContent = (values: CorrectionValues) => `有误信息：${values.wrongInfo.trim()}\n正确信息：${values.rightInfo.trim()}`;

// The contract's 纠错内容 (content) is the two parts under their labels: each part gets at most half of
// what the labels leave, and no more than 450 characters.
const PART_MAX = Math.min(450, Math.floor((RULES.content.maxLength - composeContent(BLANK).length) / 2));

/** 有误的信息 and 正确的信息 are the form's own halves of the contract's content: their checks are the form's. */
const part = (missing: string): FieldValidator<string, CorrectionValues>[] => [required(missing), minLength(2, '请至少输入2个字'), maxLength(PART_MAX, `最多输入${PART_MAX}个字`)];

/**
 * The report apart from its page: the page's form in the browser, and the route's action for a form sent
 * without the page's script (the 安全验证 then as an image and a field).
 */
export const correctionForm: SubmissionForm<CorrectionValues, Schemas['SubmissionReceipt']> = {
  rules: CorrectionFormRules,
  fields: {
    pageUrl: {
      label: '出错页面的网址',
      normalise: absoluteUrl,
      patternMessage: '请输入出错页面的网址，以 http:// 或 https:// 开头',
      lengthMessage: `网址最多${RULES.pageUrl.maxLength}个字符`,
    },
    contactName: { label: '联系人姓名' },
    phone: { label: '手机号码' },
    email: { label: '电子邮箱' },
  },
  validators: {
    wrongInfo: part('请说明哪条信息有误'),
    rightInfo: part('请填写正确的信息'),
  },
  blank: BLANK,
  // No login needed (anyone may report), only the 安全验证.
  captcha: true,
  send: (values) =>
    unwrap(
      portal.api.POST('/cmpinternetportaladmin/correction/add', {
        body: {
          pageUrl: absoluteUrl(values.pageUrl),
          content: composeContent(values),
          contactName: values.contactName.trim(),
          phone: values.phone.trim(),
          ...(values.email.trim() ? { email: values.email.trim() } : {}),
        },
      }),
    ),
  // The server names the composed content; its message belongs beside the first part.
  rename: { content: 'wrongInfo' },
};

function CorrectionForm() {
  const [params] = useSearchParams();
  const submission = useSubmission<CorrectionValues, Schemas['SubmissionReceipt']>({
    ...correctionForm,
    draft: 'check-error',
    initial: (draft) => {
      const url = startingUrl(params);
      return url ? { ...draft, pageUrl: url } : draft;
    },
  });
  const { form, receipt } = submission;

  if (receipt) {
    return (
      <SubmissionReceipt receipt={receipt} kind="信息纠错" again="继续纠错" onAgain={submission.again}>
        <Text tone="muted" leading="body">
          请妥善保存受理编号。凭受理编号和填写的手机号码，可在<Link to="/info-search">办件查询</Link>中查看核实进度和处理结果。
        </Text>
      </SubmissionReceipt>
    );
  }

  const pageUrl = form.register('pageUrl');
  const wrongInfo = form.register('wrongInfo');
  const rightInfo = form.register('rightInfo');
  const contactName = form.register('contactName');
  const phone = form.register('phone');
  const email = form.register('email');
  return (
    <Form form={form} aria-label="信息纠错" actions={<SubmissionActions submission={submission} />}>
      <Tiles minWidth="md" space="md">
        <Field label="出错页面网址" required hint="可从出错页面的地址栏复制，如 https://…/enterprise-detail?creditCode=…" error={form.errors.pageUrl} className={atoms({ gridColumn: 'full' })}>
          <TextInput name={pageUrl.name} value={pageUrl.value} onChange={pageUrl.onChange} onBlur={pageUrl.onBlur} maxLength={RULES.pageUrl.maxLength} type="url" autoComplete="off" />
        </Field>
        <Field label="有误的信息" required hint="请写明哪个主体的哪项信息有误，如企业名称、法定代表人、处罚决定书文号等" error={form.errors.wrongInfo} className={atoms({ gridColumn: 'full' })}>
          <Textarea name={wrongInfo.name} value={wrongInfo.value} onChange={wrongInfo.onChange} onBlur={wrongInfo.onBlur} maxLength={PART_MAX} showCount rows={4} />
        </Field>
        <Field label="正确的信息" required hint="请填写正确的内容及依据，如变更登记日期、文书编号" error={form.errors.rightInfo} className={atoms({ gridColumn: 'full' })}>
          <Textarea name={rightInfo.name} value={rightInfo.value} onChange={rightInfo.onChange} onBlur={rightInfo.onBlur} maxLength={PART_MAX} showCount rows={4} />
        </Field>
        <ContactFields name={contactName} phone={phone} nameError={form.errors.contactName} phoneError={form.errors.phone} nameMaxLength={RULES.contactName.maxLength} phoneLabel="手机号码" phoneHint="用于核实情况和查询进度，不会公开" />
        <Field label="电子邮箱" error={form.errors.email}>
          <TextInput name={email.name} value={email.value} onChange={email.onChange} onBlur={email.onBlur} maxLength={RULES.email.maxLength} type="email" autoComplete="email" />
        </Field>
      </Tiles>
    </Form>
  );
}

const COLUMNS = [
  { key: 'trackingNo', title: '受理编号', nowrap: true },
  { key: 'title', title: '纠错内容' },
  { key: 'status', title: '办理状态' },
  { key: 'submitTime', title: '提交时间', nowrap: true, render: (row: SubmissionProgress) => row.submitTime.slice(0, 10) },
  { key: 'handleUnit', title: '承办单位', render: (row: SubmissionProgress) => row.handleUnit ?? '—' },
  { key: 'result', title: '处理结果', render: (row: SubmissionProgress) => row.result ?? '—' },
];

type MyCorrectionsPage = NonNullable<Awaited<ReturnType<typeof myCorrectionsLoader>>>;

/** The list's own parameters: only these show it loading (the page's `url` belongs to the form). */
const LIST_PARAMS = ['pageNo', 'pageSize'] as const;

/** 我的纠错记录 (correction infoPage): the logged-in visitor's own reports and their progress, the page of the address as the route's loader read it. */
function MyCorrections({ mine }: { mine: MyCorrectionsPage }) {
  const list = useLoaded(mine, LIST_PARAMS);
  return (
    <PagedTable<SubmissionProgress>
      list={list}
      preventScrollReset
      empty={<EmptyState title="暂无纠错记录" description="您登录后提交的信息纠错会显示在这里" />}
      caption="我的纠错记录"
      captionHidden
      columns={COLUMNS}
      rowKey={(row) => row.trackingNo}
      labels={{ loading: '正在加载纠错记录' }}
    />
  );
}

/**
 * 信息纠错 (spec §2 /check-error): report wrong information on the portal, and follow one's reports
 * (read by the route's loader; a new report reads them again).
 */
export function Component() {
  const mine = useLoaderData<typeof myCorrectionsLoader>();
  return (
    <PageFrame>
      <Text tone="muted" leading="body">
        发现本网站公示的信用信息有误，请告诉我们出错的页面、有误的信息和正确的信息。无需登录即可提交，我们将会同数据提供单位核实处理。
        如对本单位或本人被公示的信用信息有异议，请通过<Link to="/credit-objection">异议申诉</Link>办理。
      </Text>
      <PageSection id="correction-form-title" title="我要纠错">
        <CorrectionForm />
      </PageSection>
      <PageSection id="my-corrections-title" title="我的纠错记录">
        {mine ? (
          <MyCorrections mine={mine} />
        ) : (
          <SignInNotice>
            登录后可查看您提交的纠错记录。未登录时提交的纠错，可凭受理编号和手机号码在<Link to="/info-search">办件查询</Link>中查看进度。
          </SignInNotice>
        )}
      </PageSection>
    </PageFrame>
  );
}
Component.displayName = 'CheckErrorPage';
