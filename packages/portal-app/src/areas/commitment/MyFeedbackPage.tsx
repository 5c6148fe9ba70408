import { Link, useLoaderData } from 'react-router';
import { Card, EmptyState, TextLink } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useLoaded } from '../../shell/routeData';
import { SignInNotice } from '../../views/SubmissionViews';
import type { SubmissionProgress } from '../../views/submissions';
import { PagedTable } from '../../views/PagedList';
import { SectionNav } from '../../views/SectionNav';
import { StatusFilter, useStatusFilteredList } from '../../views/StatusFilteredList';
import { COMMITMENT_SECTIONS, FEEDBACK_STATES, MY_FEEDBACK_ADDRESS } from './commitment';
import type { myFeedbackLoader } from './loaders';

const COLUMNS = [
  {
    key: 'trackingNo',
    title: '受理编号',
    nowrap: true,
    render: (row: SubmissionProgress) => (
      <TextLink href={`/view-info-item?trackingNo=${encodeURIComponent(row.trackingNo)}`}>
        {row.trackingNo}
      </TextLink>
    ),
  },
  { key: 'title', title: '反馈事项' },
  { key: 'status', title: '办理状态' },
  { key: 'submitTime', title: '提交时间', nowrap: true, render: (row: SubmissionProgress) => row.submitTime.slice(0, 10) },
  { key: 'finishTime', title: '办结时间', nowrap: true, render: (row: SubmissionProgress) => row.finishTime?.slice(0, 10) ?? '—' },
];

type Feedback = NonNullable<Awaited<ReturnType<typeof myFeedbackLoader>>>;

function FeedbackList({ mine }: { mine: Feedback }) {
  const list = useStatusFilteredList(MY_FEEDBACK_ADDRESS, FEEDBACK_STATES);
  const { status } = list;
  const page = useLoaded(mine);
  return (
    <>
      <StatusFilter label="办理状态" id="my-feedback-status" statuses={FEEDBACK_STATES} value={status} onChange={list.setStatus} />
      <PagedTable<SubmissionProgress>
        list={page}
        pageNames={MY_FEEDBACK_ADDRESS}
        preventScrollReset
        empty={<EmptyState title={status ? `暂无${status}的承诺反馈` : '暂无承诺反馈'} description={<>签署的承诺履行后，可在<Link to="/commitent-feedback">承诺反馈</Link>中报告履约情况</>} />}
        caption="我的承诺反馈"
        captionHidden
        columns={COLUMNS}
        rowKey={(row) => row.trackingNo}
        labels={{ loading: '正在加载承诺反馈' }}
      />
    </>
  );
}

/**
 * /view-info-list (我的反馈, kept alive): the logged-in visitor's own commitment feedback with its
 * progress (commitmentfeedback/infoPage), filtered by state; each opens in /view-info-item.
 */
export function Component() {
  // Null for an anonymous visitor (the loader's verdict).
  const mine = useLoaderData<typeof myFeedbackLoader>();
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>我的反馈</PageTitle>
      <SectionNav label="信用承诺栏目" sections={COMMITMENT_SECTIONS} />
      {mine ? (
        <FeedbackList mine={mine} />
      ) : (
        <SignInNotice>
          登录后查看本主体提交的承诺反馈及其办理进度。未登录时，可凭受理编号在<Link to="/commitent-inquire">承诺查询</Link>中查看。
        </SignInNotice>
      )}
    </Card>
  );
}
Component.displayName = 'MyFeedbackPage';
