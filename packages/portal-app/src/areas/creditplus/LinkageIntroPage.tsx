import { useSearchParams } from 'react-router';
import { EmptyState } from '@credit-portal/ui';
import { readPaging } from '../../shell/paging';
import { useResource } from '../../shell/useResource';
import { PagedTable } from '../../views/PagedList';
import { CASE_COLUMNS, LINKAGE_COLUMNS } from './columns';
import { SceneIntro } from './SceneIntro';
import { CASE_TYPES, GRADES, MEASURE_TYPES, countOf, loadCases, loadGrades, loadLinkages, sceneOf, type Linkage, type RewardPunishCase } from './scenes';
import * as styles from './creditplus.css';

const STEPS = [
  '各行业主管部门开展年度信用评价，将市场主体评为A、B、C、D四个信用等级。',
  '对A级、B级主体实施守信激励，对C级、D级主体实施失信约束。',
  '多个部门依据信用等级联合实施措施，结果在本栏目公示。',
];

async function load(signal: AbortSignal) {
  const one = { pageNo: 1, pageSize: 1 };
  const [latest, total, grades, ...byType] = await Promise.all([
    loadLinkages({ pageNo: 1, pageSize: 5 }, signal),
    countOf(loadLinkages(one, signal)),
    loadGrades(one, signal),
    ...MEASURE_TYPES.map((measureType) => countOf(loadLinkages({ ...one, measureType }, signal))),
    ...CASE_TYPES.map((caseType) => countOf(loadCases({ ...one, caseType }, signal))),
  ]);
  const labels = [...MEASURE_TYPES.map((t) => `${t}（条）`), ...CASE_TYPES.map((t) => `${t}（件）`)];
  return {
    figures: [
      { label: '联动监管措施（条）', value: total },
      ...labels.map((label, i) => ({ label, value: byType[i] ?? 0 })),
      ...GRADES.map((grade) => ({ label: `${grade}级信用主体（家）`, value: grades.gradeCounts[grade] ?? 0 })),
    ],
    latest: latest.records,
  };
}

// The cases list keeps its page under names of its own, beside nothing else on this page.
const CASE_PAGE = 'casePageNo';
const CASE_SIZE = 'casePageSize';

/** 联合奖惩 cases of 信用+, newest first: the list has no page of its own in the route table. */
function CaseList() {
  const [params, setParams] = useSearchParams();
  const paging = readPaging(new URLSearchParams({ pageNo: params.get(CASE_PAGE) ?? '', pageSize: params.get(CASE_SIZE) ?? '' }));
  const list = useResource((signal) => loadCases({ pageNo: paging.pageNo, pageSize: paging.pageSize }, signal), JSON.stringify(paging));
  return (
    <>
      <h2 className={styles.sectionTitle}>联合奖惩案例</h2>
      <PagedTable<RewardPunishCase>
        list={list}
        empty={<EmptyState />}
        caption="联合奖惩案例"
        captionHidden
        columns={CASE_COLUMNS}
        rowKey={(row) => row.id}
        preventScrollReset
        pagerLabels={{ nav: '联合奖惩案例分页' }}
        onPageChange={(pageNo, pageSize) => {
          const next = new URLSearchParams(params);
          next.set(CASE_PAGE, String(pageNo));
          next.set(CASE_SIZE, String(pageSize));
          setParams(next, { preventScrollReset: true });
        }}
      />
    </>
  );
}

/** /credit-plus-el: 信用+联动监管, with the joint rewards and punishments and the grades behind it. */
export function Component() {
  return (
    <SceneIntro<Linkage> scene={sceneOf('el')} steps={STEPS} load={load} columns={LINKAGE_COLUMNS}>
      <CaseList />
    </SceneIntro>
  );
}
Component.displayName = 'LinkageIntroPage';
