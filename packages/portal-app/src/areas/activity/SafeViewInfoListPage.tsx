import { Link, useLoaderData } from 'react-router';
import { useHistoryState } from '../../shell/hydrated';
import { Card, EmptyState, SectionHeading, Stack, Text } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useRouteMeta } from '../../shell/routeMeta';
import { SignInNotice, SubmissionProgressCard } from '../../views/SubmissionViews';
import { MySubmissions } from '../../views/MySubmissions';
import { progressColumns } from '../../views/mySubmissionsList';
import type { myCluesLoader } from './loaders';
import { clueOfState, type ClueDetailState } from '../../views/ClueDetail';
import { CLUE_DETAIL_PATH, foundClue } from './inquiry';

const COLUMNS = progressColumns([{ key: 'subjectName', title: '被举报对象', render: (row) => row.subjectName ?? '—' }]);

/** 查询结果 (spec §2 /safe-view-info-list): the clue /safe-inquire found, and the visitor's own clues. */
export function Component() {
  const meta = useRouteMeta();
  const state = useHistoryState();
  const found = foundClue(state);
  const clue = clueOfState(state);
  const mine = useLoaderData<typeof myCluesLoader>();
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>{meta?.pageTitle ?? meta?.title}</PageTitle>
      <Stack as="section" space="md" aria-labelledby="inquiry-result-title">
        <SectionHeading level={2} id="inquiry-result-title">
          线索办理进度
        </SectionHeading>
        {found ? (
          <SubmissionProgressCard progress={found} kind="安全线索" />
        ) : (
          <EmptyState title="暂无查询结果" description="请先在线索查询中输入受理编号和手机号码或查询码" />
        )}
        <Text tone="muted" leading="body">
          {clue && (
            <>
              <Link to={CLUE_DETAIL_PATH} state={{ clue } satisfies ClueDetailState}>
                查看线索详情
              </Link>
              {' · '}
            </>
          )}
          <Link to="/safe-inquire">{found ? '查询其他线索' : '前往线索查询'}</Link>
        </Text>
      </Stack>
      <Stack as="section" space="md" aria-labelledby="my-clues-title">
        <SectionHeading level={2} id="my-clues-title">
          我的线索
        </SectionHeading>
        {mine ? (
          <MySubmissions id="my-clues" name="线索" list={mine} columns={COLUMNS} who="举报人" />
        ) : (
          <SignInNotice>登录后可查看您实名提交的全部安全线索。匿名举报的线索请凭受理编号和查询码查询。</SignInNotice>
        )}
      </Stack>
    </Card>
  );
}
Component.displayName = 'SafeViewInfoListPage';
