import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { catalogueMessage, type Schemas } from '@credit-portal/api-client';
import { ErrorState, Skeleton } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useShell } from '../../shell/ShellContext';
import { useResource } from '../../shell/useResource';
import { SignInNotice, SubmissionReceipt } from '../../views/SubmissionViews';
import { TRACKING_NO, normaliseTrackingNo } from '../../views/submissions';
import { findOwnFeedback } from './commitment';
import * as styles from './commitment.css';

/** What /commitent-feedback hands this page when it sends the visitor here. */
export interface FeedbackReceiptState {
  receipt: Schemas['SubmissionReceipt'];
}

const isFeedbackNo = (value: string) => TRACKING_NO.test(value) && value.startsWith('FK');

/**
 * /feedback-submit-success?trackingNo=FK… : the receipt of a commitment feedback. Right after sending
 * it comes with the page's state; reloaded or opened later, the logged-in visitor's own feedback is
 * looked up by the number, so the page never shows a number it cannot vouch for.
 */
export function Component() {
  const shell = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const trackingNo = normaliseTrackingNo(params.get('trackingNo') ?? '');
  const handed = (location.state as FeedbackReceiptState | null)?.receipt;
  const fresh = handed?.trackingNo === trackingNo ? handed : null;
  const loggedIn = Boolean(shell.user);

  const own = useResource(
    async (signal): Promise<Schemas['SubmissionReceipt'] | null> => {
      if (fresh) return fresh;
      if (!loggedIn || !isFeedbackNo(trackingNo)) return null;
      const found = await findOwnFeedback(trackingNo, signal);
      return found ? { trackingNo: found.trackingNo, status: found.status, submitTime: found.submitTime } : null;
    },
    JSON.stringify([trackingNo, loggedIn, Boolean(fresh)]),
  );

  let body;
  if (!fresh && !loggedIn) {
    body = (
      <SignInNotice>
        登录后查看您提交的承诺反馈回执。也可凭受理编号和手机号码在<Link to="/commitent-inquire">承诺查询</Link>中查看办理进度。
      </SignInNotice>
    );
  } else if (own.status === 'loading') {
    body = <Skeleton variant="card" count={1} label="正在加载反馈回执" />;
  } else if (own.status === 'error') {
    body = <ErrorState message={own.message} onRetry={own.retry} />;
  } else if (own.data === null) {
    body = <ErrorState message={catalogueMessage('notFound')} />;
  } else {
    body = (
      <SubmissionReceipt receipt={own.data} kind="承诺反馈" again="继续反馈" onAgain={() => void navigate('/commitent-feedback')}>
        <p className={styles.lead}>
          承诺受理部门将核查履约情况，核查结果更新到承诺公示。请妥善保存受理编号，凭受理编号和填写的手机号码，可在
          <Link to="/commitent-inquire">承诺查询</Link>中查看办理进度；登录后也可在<Link to="/view-info-list">我的反馈</Link>中查看。
        </p>
      </SubmissionReceipt>
    );
  }

  return (
    <div className={styles.page} aria-busy={own.status === 'loading' && (fresh !== null || loggedIn) ? true : undefined}>
      <PageTitle className={styles.title}>提交成功</PageTitle>
      {body}
    </div>
  );
}
Component.displayName = 'FeedbackReceiptPage';
