import { Link, useLoaderData } from 'react-router';
import { useHistoryState } from '../../shell/hydrated';
import { EmptyState } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useRouteMeta } from '../../shell/routeMeta';
import { useShell } from '../../shell/ShellContext';
import { page, title } from '../../views/page.css';
import { SignInNotice, SubmissionProgressCard } from '../../views/SubmissionViews';
import { lead, section, sectionTitle } from '../../views/submission.css';
import { MySubmissions } from '../../views/MySubmissions';
import { progressColumns } from '../../views/mySubmissionsList';
import type { myCluesLoader } from './loaders';
import { clueOfState, type ClueDetailState } from '../../views/ClueDetail';
import { CLUE_DETAIL_PATH, foundClue } from './inquiry';

const COLUMNS = progressColumns([{ key: 'subjectName', title: '被举报对象', render: (row) => row.subjectName ?? '—' }]);

/** 查询结果 (spec §2 /safe-view-info-list): the clue /safe-inquire found, and the visitor's own clues. */
export function Component() {
  const meta = useRouteMeta();
  const shell = useShell();
  const state = useHistoryState();
  const found = foundClue(state);
  const clue = clueOfState(state);
  const mine = useLoaderData<typeof myCluesLoader>();
  return (
    <div className={page}>
      <PageTitle className={title}>{meta?.pageTitle ?? meta?.title}</PageTitle>
      <section className={section} aria-labelledby="inquiry-result-title">
        <h2 id="inquiry-result-title" className={sectionTitle}>
          线索办理进度
        </h2>
        {found ? (
          <SubmissionProgressCard progress={found} kind="安全线索" />
        ) : (
          <EmptyState title="暂无查询结果" description="请先在线索查询中输入受理编号和手机号码或查询码" />
        )}
        <p className={lead}>
          {clue && (
            <>
              <Link to={CLUE_DETAIL_PATH} state={{ clue } satisfies ClueDetailState}>
                查看线索详情
              </Link>
              {' · '}
            </>
          )}
          <Link to="/safe-inquire">{found ? '查询其他线索' : '前往线索查询'}</Link>
        </p>
      </section>
      <section className={section} aria-labelledby="my-clues-title">
        <h2 id="my-clues-title" className={sectionTitle}>
          我的线索
        </h2>
        {shell.user && mine ? (
          <MySubmissions id="my-clues" name="线索" list={mine} columns={COLUMNS} who="举报人" />
        ) : (
          <SignInNotice>登录后可查看您实名提交的全部安全线索。匿名举报的线索请凭受理编号和查询码查询。</SignInNotice>
        )}
      </section>
    </div>
  );
}
Component.displayName = 'SafeViewInfoListPage';
