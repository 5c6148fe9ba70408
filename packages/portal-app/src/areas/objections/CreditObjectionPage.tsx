import { Link, useSearchParams } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { EmptyState, type FieldValidator } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useRouteMeta } from '../../shell/routeMeta';
import { readPaging } from '../../shell/paging';
import { portal } from '../../shell/portal';
import { useShell } from '../../shell/ShellContext';
import { useResource } from '../../shell/useResource';
import { SubmissionLookup } from '../../views/SubmissionLookup';
import type { SubmissionProgress } from '../../views/submissions';
import { PagedTable } from '../../views/PagedList';
import { SignInNotice } from '../../views/SubmissionViews';
import * as styles from '../../views/submission.css';

/** The three kinds of objection (spec §2 Credit service) and the user types the contract lets file each (x-user-types). */
export const OBJECTION_KINDS = [
  {
    key: 'enterprise',
    name: '企业法人异议申诉',
    userTypes: [2],
    load: (query: { pageNo: number; pageSize: number }, signal: AbortSignal) =>
      unwrap(portal.api.GET('/cmpinternetportalfront/enterpriselegalpersonobjection/infoPage', { params: { query }, signal })),
  },
  {
    key: 'other',
    name: '其他法人异议申诉',
    userTypes: [2, 3],
    load: (query: { pageNo: number; pageSize: number }, signal: AbortSignal) =>
      unwrap(portal.api.GET('/cmpinternetportalfront/otherlegalpersonobjection/infoPage', { params: { query }, signal })),
  },
  {
    key: 'person',
    name: '自然人异议申诉',
    userTypes: [1],
    load: (query: { pageNo: number; pageSize: number }, signal: AbortSignal) =>
      unwrap(portal.api.GET('/cmpinternetportalfront/naturepersonobjection/infoPage', { params: { query }, signal })),
  },
] as const;

export const OBJECTION_COLUMNS = [
  { key: 'trackingNo', title: '受理编号' },
  { key: 'title', title: '异议事项' },
  { key: 'status', title: '办理状态' },
  { key: 'submitTime', title: '提交时间', render: (row: SubmissionProgress) => row.submitTime.slice(0, 10) },
  { key: 'handleUnit', title: '承办单位', render: (row: SubmissionProgress) => row.handleUnit ?? '—' },
  { key: 'result', title: '处理结果', render: (row: SubmissionProgress) => row.result ?? '—' },
];

/** The second factor: a mobile number, a unified social credit code or a resident ID number. */
export const checkVerifier: FieldValidator<string, { verifier: string }> = (value) =>
  /^[0-9A-Za-z]{6,18}$/.test(value.trim()) || '请输入提交时填写的手机号码、统一社会信用代码或身份证号码';

/** 我的异议申诉 (infoPage of each kind the account may file): one kind at a time, chosen in the address. */
function MyObjections({ userType }: { userType: number }) {
  const [params] = useSearchParams();
  const paging = readPaging(params);
  const kinds = OBJECTION_KINDS.filter((kind) => (kind.userTypes as readonly number[]).includes(userType));
  const current = kinds.find((kind) => kind.key === params.get('kind')) ?? kinds[0];
  const list = useResource(
    (signal) => (current ? current.load({ pageNo: paging.pageNo, pageSize: paging.pageSize }, signal) : Promise.resolve(null)),
    JSON.stringify([current?.key, paging.pageNo, paging.pageSize]),
  );
  if (!current) return <p className={styles.lead}>当前账号类型无可查看的异议申诉。</p>;
  return (
    <>
      {kinds.length > 1 && (
        <nav aria-label="异议申诉类别" className={styles.kindTabs}>
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

/**
 * 异议申诉 (spec §2 /credit-objection): follow an objection up by its 受理编号 (the three kinds'
 * infoQuery), and, logged in, the account's own objections (infoPage).
 */
export function Component() {
  const meta = useRouteMeta();
  const shell = useShell();
  return (
    <div className={styles.page}>
      <PageTitle className={styles.title}>{meta?.pageTitle ?? meta?.title}</PageTitle>
      <p className={styles.lead}>
        企业、其他法人和自然人对本网站公示的本单位或本人信用信息有异议的，可提出异议申诉，由信息提供单位核实处理。提交后可凭受理编号在此查询办理进度。
        发现网站信息有误的，也可以通过<Link to="/check-error">信息纠错</Link>反映。
      </p>
      <section className={styles.section} aria-labelledby="objection-lookup-title">
        <h2 id="objection-lookup-title" className={styles.sectionTitle}>
          申诉进度查询
        </h2>
        <SubmissionLookup
          prefixes={['YQ', 'YF', 'YZ']}
          formLabel="申诉进度查询"
          example="YQ202611200001"
          verifierLabel="验证信息"
          verifierHint="提交时填写的手机号码，或统一社会信用代码（法人）、身份证号码（自然人）"
          verifierCheck={checkVerifier}
        />
      </section>
      <section className={styles.section} aria-labelledby="my-objections-title">
        <h2 id="my-objections-title" className={styles.sectionTitle}>
          我的异议申诉
        </h2>
        {shell.user ? (
          <MyObjections userType={shell.user.userType} />
        ) : (
          <SignInNotice>登录后可查看本账号提交的异议申诉及处理结果。</SignInNotice>
        )}
      </section>
    </div>
  );
}
Component.displayName = 'CreditObjectionPage';
