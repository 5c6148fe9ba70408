import { useRef, useState, type FormEvent } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { atoms, EmptyState, Field, Select, Text, TextLink } from '@credit-portal/ui';
import { readPaging, writePaging } from '../../shell/paging';
import { useRouteMeta } from '../../shell/routeMeta';
import { useLoaded } from '../../shell/routeData';
import { PagedTable } from '../../views/PagedList';
import { SectionNav } from '../../views/SectionNav';
import { linkTabs } from '../../views/page.css';
import { COMMITMENT_SECTIONS, FULFILMENT_STATES, SCENARIOS, SUBJECT_TYPES, publicityFiltersOf, type PublicityListName } from './commitment';
import type { publicityListLoader } from './loaders';
import { KeywordSearch } from '../../views/KeywordSearch';
import { PageFrame } from '../../views/PageFrame';
import { useChoicesBeforeHydration } from '../../views/useChoicesBeforeHydration';

type Publicity = Schemas['CommitmentPublicity'];

const COLUMNS = [
  { key: 'commitmentNo', title: '承诺编号', nowrap: true },
  {
    key: 'templateTitle',
    title: '承诺书',
    render: (row: Publicity) => (
      <TextLink href={`/credit-publicity-detail?id=${encodeURIComponent(row.id)}`}>
        {row.templateTitle}
      </TextLink>
    ),
  },
  { key: 'subjectName', title: '承诺主体' },
  { key: 'subjectCode', title: '统一社会信用代码/身份证号码', nowrap: true },
  { key: 'matter', title: '承诺事项' },
  { key: 'signDate', title: '承诺日期', nowrap: true },
  { key: 'status', title: '状态' },
];

/** What each of the three lists shows (by route name), and the words around it. */
const LISTS = {
  /** 承诺公示: every signed commitment, by scenario and kind of subject. */
  PromisePublicity: {
    lead: '已签署的信用承诺在此公示，接受社会监督。自然人的姓名和身份证号码作脱敏处理；关键词可查询单位名称或承诺事项。',
    empty: '暂无公示的信用承诺',
  },
  /** 履约情况: commitments whose fulfilment the organ checked after a feedback, by result. */
  FeedbackInfo: {
    lead: '承诺主体提交承诺反馈后，承诺受理部门核查履约情况并在此公示核查结果。',
    empty: '暂无该履约情况的承诺',
  },
  /** 违诺失信: commitments found not fulfilled (the dishonesty after a commitment the credit file records). */
  CreditDishonest: {
    lead: '经承诺受理部门核查未履行承诺的主体。违背承诺的信息记入信用档案，依法依规实施失信约束；主体纠正违诺行为后可申请信用修复。',
    empty: '暂无违诺失信信息',
  },
} as const satisfies Record<PublicityListName, { lead: string; empty: string }>;

/**
 * The publicity of signed commitments (promiseapplypublicity/page) in the area's three lists:
 * /promise-publicity (all), /feedback-info (by fulfilment result) and /credit-dishonest (未履约).
 * Each commitment opens in /credit-publicity-detail.
 */
function PublicityList({ name }: { name: PublicityListName }) {
  const meta = useRouteMeta();
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);
  const [keyword, setKeyword] = useState(paging.keyword);
  const { scenario, subjectType, status } = publicityFiltersOf(name, params);
  const list = useLoaded(useLoaderData<ReturnType<typeof publicityListLoader>>());

  const withFilters = (chosen: { scenario?: string; subjectType?: string; status?: string }) => {
    const next = writePaging(params, { pageNo: 1 });
    for (const [filter, value] of Object.entries(chosen)) {
      if (value) next.set(filter, value);
      else next.delete(filter);
    }
    return next;
  };
  // Filters chosen before the page's script ran are applied once it has run.
  const scenarioRef = useRef<HTMLSelectElement>(null);
  const subjectTypeRef = useRef<HTMLSelectElement>(null);
  useChoicesBeforeHydration({ scenario: { ref: scenarioRef, value: scenario }, subjectType: { ref: subjectTypeRef, value: subjectType } }, (chosen) =>
    setParams(withFilters(chosen)),
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(writePaging(params, { keyword: keyword.trim(), pageNo: 1 }));
  };
  const words = LISTS[name];

  const publicityFilters =
    name === 'PromisePublicity' && (
      <>
        <Field label="适用场景" className={atoms({ flex: 'content' })}>
          <Select ref={scenarioRef} name="scenario" value={scenario} placeholder="全部" options={SCENARIOS.map((s) => ({ value: s.name, label: s.name }))} onChange={(value) => setParams(withFilters({ scenario: value }))} />
        </Field>
        <Field label="主体类型" className={atoms({ flex: 'content' })}>
          <Select ref={subjectTypeRef} name="subjectType" value={subjectType} placeholder="全部" options={SUBJECT_TYPES.map((t) => ({ value: t, label: t }))} onChange={(value) => setParams(withFilters({ subjectType: value }))} />
        </Field>
      </>
    );

  return (
    <PageFrame>
      <SectionNav label="信用承诺栏目" sections={COMMITMENT_SECTIONS} />
      <Text tone="muted" leading="body">{words.lead}</Text>
      {name === 'FeedbackInfo' && (
        <nav aria-label="履约情况" className={linkTabs}>
          <ul>
            {FULFILMENT_STATES.map((state) => (
              <li key={state}>
                <Link to={{ search: withFilters({ status: state }).toString() }} aria-current={state === status ? 'page' : undefined}>
                  {state}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <KeywordSearch label={`${meta?.title ?? ''}查询`} onSubmit={search} name="keyword" keep={['status']} value={keyword} onChange={setKeyword} placeholder="单位名称或承诺事项" before={publicityFilters} />
      <PagedTable<Publicity>
        list={list}
        empty={<EmptyState title={paging.keyword ? `未找到与“${paging.keyword}”相关的承诺` : words.empty} />}
        caption={meta?.title ?? ''}
        captionHidden
        columns={name === 'PromisePublicity' ? COLUMNS : COLUMNS.filter((c) => c.key !== 'status' || name === 'FeedbackInfo')}
        rowKey={(row) => row.id}
        labels={{ loading: `正在加载${meta?.title ?? ''}` }}
      />
    </PageFrame>
  );
}
PublicityList.displayName = 'PublicityList';

export const PromisePublicityPage = () => <PublicityList name={'PromisePublicity'} />;
export const FeedbackInfoPage = () => <PublicityList name={'FeedbackInfo'} />;
export const CreditDishonestPage = () => <PublicityList name={'CreditDishonest'} />;
