import { Link, useLoaderData, useSearchParams } from 'react-router';
import { EmptyState, Text } from '@credit-portal/ui';
import { useLoaded } from '../../shell/routeData';
import { SubmissionLookup, type SubmissionLookupOf } from '../../views/SubmissionLookup';
import type { SubmissionProgress } from '../../views/submissions';
import { PagedTable } from '../../views/PagedList';
import { SignInNotice } from '../../views/SubmissionViews';
import { linkTabs } from '../../views/page.css';
import { OBJECTION_COLUMNS, OBJECTION_FORMS, checkVerifier, objectionKindsOf } from './kinds';
import type { myObjectionsLoader } from './loaders';
import { EntryCards, PageSection } from '../../views/PageSection';
import { PageFrame } from '../../views/PageFrame';

/** 我的异议申诉 (infoPage of each kind the account may file): one kind at a time, chosen in the address. */
type Mine = NonNullable<Awaited<ReturnType<typeof myObjectionsLoader>>>;

function MyObjections({ mine }: { mine: Mine }) {
  const [params] = useSearchParams();
  const { kinds, current } = objectionKindsOf(mine.userType, params);
  const list = useLoaded(mine.list);
  if (!current) return <Text tone="muted" leading="body">当前账号类型无可查看的异议申诉。</Text>;
  return (
    <>
      {kinds.length > 1 && (
        <nav aria-label="异议申诉类别" className={linkTabs}>
          <ul>
            {kinds.map((kind) => (
              <li key={kind.key}>
                <Link to={`?kind=${kind.key}`} preventScrollReset aria-current={kind.key === current.key ? 'page' : undefined}>
                  {kind.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <PagedTable<SubmissionProgress>
        list={list}
        preventScrollReset
        empty={<EmptyState title={`暂无${current.name}记录`} />}
        caption={`我的${current.name}`}
        captionHidden
        columns={OBJECTION_COLUMNS}
        rowKey={(row) => row.trackingNo}
        labels={{ loading: '正在加载异议申诉' }}
      />
    </>
  );
}

/** The page's lookup: what it follows up and how (the page's form and the route's action alike). */
export const OBJECTION_INQUIRY = {
  prefixes: ['YQ', 'YF', 'YZ'],
  example: 'YQ202611200001',
  verifierLabel: '验证信息',
  verifierCheck: checkVerifier,
} satisfies SubmissionLookupOf;

/** The three kinds' forms, each with who may file it, whether it needs proof and its number's prefix. */
const FILING_ENTRIES = OBJECTION_FORMS.map((kind) => ({
  href: kind.formPath,
  name: kind.name,
  description: `${kind.accounts}可提交${kind.filesRequired ? '，需上传证明材料' : ''}；受理编号以 ${kind.prefix} 开头`,
}));

/**
 * 异议申诉 (spec §2 /credit-objection): the way to each kind's form, following an objection up by its
 * 受理编号 (the three kinds' infoQuery), and, logged in, the account's own objections (infoPage).
 */
export function Component() {
  // Null for an anonymous visitor (the loader's verdict).
  const mine = useLoaderData<typeof myObjectionsLoader>();
  return (
    <PageFrame>
      <Text tone="muted" leading="body">
        企业、其他法人和自然人对本网站公示的本单位或本人信用信息有异议的，可提出异议申诉，由信息提供单位核实处理。提交后可凭受理编号在此查询办理进度。
        发现网站信息有误的，也可以通过<Link to="/check-error">信息纠错</Link>反映。
      </Text>
      <PageSection id="objection-filing-title" title="提出异议申诉">
        <EntryCards entries={FILING_ENTRIES} />
      </PageSection>
      <PageSection id="objection-lookup-title" title="申诉进度查询">
        <SubmissionLookup lookup={OBJECTION_INQUIRY} formLabel="申诉进度查询" verifierHint="提交时填写的手机号码，或统一社会信用代码（法人）、身份证号码（自然人）" />
      </PageSection>
      <PageSection id="my-objections-title" title="我的异议申诉">
        {mine ? (
          <MyObjections mine={mine} />
        ) : (
          <SignInNotice>登录后可查看本账号提交的异议申诉及处理结果。</SignInNotice>
        )}
      </PageSection>
    </PageFrame>
  );
}
Component.displayName = 'CreditObjectionPage';
