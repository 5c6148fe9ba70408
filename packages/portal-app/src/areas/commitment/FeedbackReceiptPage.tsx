import { Link, useLoaderData, useNavigate } from 'react-router';
import { useHistoryState } from '../../shell/hydrated';
import { catalogueMessage, type Schemas } from '@credit-portal/api-client';
import { Card, ErrorState, Text } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { SignInNotice, SubmissionReceipt } from '../../views/SubmissionViews';
import type { ownFeedbackLoader } from './loaders';

/** What /commitent-feedback hands this page when it sends the visitor here. */
export interface FeedbackReceiptState {
  receipt: Schemas['SubmissionReceipt'];
}

/**
 * /feedback-submit-success?trackingNo=FK… : the receipt of a commitment feedback. Right after sending
 * it comes with the page's state; reloaded or opened later, the logged-in visitor's own feedback is
 * looked up by the number, so the page never shows a number it cannot vouch for.
 */
export function Component() {
  const navigate = useNavigate();
  const own = useLoaderData<typeof ownFeedbackLoader>();
  const handed = (useHistoryState() as FeedbackReceiptState | null)?.receipt;
  const fresh = handed?.trackingNo === own.trackingNo ? handed : null;
  const loggedIn = own.viewer !== null;
  const { found } = own;
  const receipt: Schemas['SubmissionReceipt'] | null = fresh ?? (found ? { trackingNo: found.trackingNo, status: found.status, submitTime: found.submitTime } : null);

  let body;
  if (!fresh && !loggedIn) {
    body = (
      <SignInNotice>
        登录后查看您提交的承诺反馈回执。也可凭受理编号和手机号码在<Link to="/commitent-inquire">承诺查询</Link>中查看办理进度。
      </SignInNotice>
    );
  } else if (receipt === null) {
    body = <ErrorState message={catalogueMessage('notFound')} />;
  } else {
    body = (
      <SubmissionReceipt receipt={receipt} kind="承诺反馈" again="继续反馈" onAgain={() => void navigate('/commitent-feedback')}>
        <Text tone="muted" leading="body">
          承诺受理部门将核查履约情况，核查结果更新到承诺公示。请妥善保存受理编号，凭受理编号和填写的手机号码，可在
          <Link to="/commitent-inquire">承诺查询</Link>中查看办理进度；登录后也可在<Link to="/view-info-list">我的反馈</Link>中查看。
        </Text>
      </SubmissionReceipt>
    );
  }

  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>提交成功</PageTitle>
      {body}
    </Card>
  );
}
Component.displayName = 'FeedbackReceiptPage';
