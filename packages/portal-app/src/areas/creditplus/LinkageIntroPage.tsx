import { useLoaderData } from 'react-router';
import { EmptyState, SectionHeading } from '@credit-portal/ui';
import { useLoaded } from '../../shell/routeData';
import { PagedTable, type PageOf } from '../../views/PagedList';
import { CASE_COLUMNS, LINKAGE_COLUMNS } from './columns';
import type { linkageIntroLoader } from './loaders';
import { SceneIntro } from './SceneIntro';
import { CASE_PAGE, CASE_SIZE, sceneOf, type Linkage, type RewardPunishCase } from './scenes';

const STEPS = [
  '各行业主管部门开展年度信用评价，将市场主体评为A、B、C、D四个信用等级。',
  '对A级、B级主体实施守信激励，对C级、D级主体实施失信约束。',
  '多个部门依据信用等级联合实施措施，结果在本栏目公示。',
];

/**
 * 联合奖惩 cases of 信用+, newest first: the list has no page of its own in the route table, so it keeps
 * its page in the address under names of its own (casePageNo, casePageSize), read by the route's loader.
 */
function CaseList({ page }: { page: PageOf<RewardPunishCase> }) {
  const list = useLoaded(page);
  return (
    <>
      <SectionHeading>联合奖惩案例</SectionHeading>
      <PagedTable<RewardPunishCase>
        list={list}
        empty={<EmptyState />}
        caption="联合奖惩案例"
        captionHidden
        columns={CASE_COLUMNS}
        rowKey={(row) => row.id}
        preventScrollReset
        pagerLabels={{ nav: '联合奖惩案例分页' }}
        pageNames={{ page: CASE_PAGE, size: CASE_SIZE }}
      />
    </>
  );
}

/** /credit-plus-el: 信用+联动监管, with the joint rewards and punishments and the grades behind it, from the route's loader. */
export function Component() {
  const { facts, cases } = useLoaderData<typeof linkageIntroLoader>();
  return (
    <SceneIntro<Linkage> scene={sceneOf('el')} steps={STEPS} facts={facts} columns={LINKAGE_COLUMNS}>
      <CaseList page={cases} />
    </SceneIntro>
  );
}
Component.displayName = 'LinkageIntroPage';
