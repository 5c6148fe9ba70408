import { Link, useSearchParams } from 'react-router';
import { catalogueMessage } from '@credit-portal/api-client';
import { ErrorState, Skeleton } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useShell } from '../../shell/ShellContext';
import { useResource } from '../../shell/useResource';
import { SignInNotice, SubmissionProgressCard } from '../../views/SubmissionViews';
import { SUBMISSION_KINDS, TRACKING_NO, normaliseTrackingNo } from '../../views/submissions';
import { findOwnFeedback } from './commitment';
import * as styles from './commitment.css';

/**
 * /view-info-item?trackingNo=FK… : one of the logged-in visitor's commitment feedback, its progress
 * and result. Another's feedback is not shown here (it is followed up in /commitent-inquire with the
 * second factor), so an unknown number and someone else's read alike.
 */
export function Component() {
  const shell = useShell();
  const [params] = useSearchParams();
  const trackingNo = normaliseTrackingNo(params.get('trackingNo') ?? '');
  const loggedIn = Boolean(shell.user);
  const item = useResource(
    async (signal) => (loggedIn && TRACKING_NO.test(trackingNo) && trackingNo.startsWith('FK') ? findOwnFeedback(trackingNo, signal) : null),
    JSON.stringify([trackingNo, loggedIn]),
  );

  let body;
  if (!loggedIn) {
    body = (
      <SignInNotice>
        登录后查看本主体提交的承诺反馈。也可凭受理编号和手机号码在<Link to="/commitent-inquire">承诺查询</Link>中查看办理进度。
      </SignInNotice>
    );
  } else if (item.status === 'loading') {
    body = <Skeleton variant="card" count={1} label="正在加载承诺反馈" />;
  } else if (item.status === 'error') {
    body = <ErrorState message={item.message} onRetry={item.retry} />;
  } else if (item.data === null) {
    body = <ErrorState message={catalogueMessage('notFound')} />;
  } else {
    body = <SubmissionProgressCard progress={item.data} kind={SUBMISSION_KINDS.FK.name} />;
  }
  return (
    <div className={styles.page} aria-busy={loggedIn && item.status === 'loading' ? true : undefined}>
      <PageTitle className={styles.title}>反馈详情</PageTitle>
      {body}
      <Link className={styles.back} to="/view-info-list">
        返回我的反馈
      </Link>
    </div>
  );
}
Component.displayName = 'FeedbackItemPage';
