import { Link, useLoaderData } from 'react-router';
import { catalogueMessage } from '@credit-portal/api-client';
import { Card, ErrorState, TextLink } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { SignInNotice, SubmissionProgressCard } from '../../views/SubmissionViews';
import { SUBMISSION_KINDS } from '../../views/submissions';
import type { ownFeedbackLoader } from './loaders';

/**
 * /view-info-item?trackingNo=FK… : one of the logged-in visitor's commitment feedback, its progress
 * and result. Another's feedback is not shown here (it is followed up in /commitent-inquire with the
 * second factor), so an unknown number and someone else's read alike.
 */
export function Component() {
  const own = useLoaderData<typeof ownFeedbackLoader>();
  const loggedIn = own.viewer !== null;

  let body;
  if (!loggedIn) {
    body = (
      <SignInNotice>
        登录后查看本主体提交的承诺反馈。也可凭受理编号和手机号码在<Link to="/commitent-inquire">承诺查询</Link>中查看办理进度。
      </SignInNotice>
    );
  } else if (!own.found) {
    body = <ErrorState message={catalogueMessage('notFound')} />;
  } else {
    body = <SubmissionProgressCard progress={own.found} kind={SUBMISSION_KINDS.FK.name} />;
  }
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>反馈详情</PageTitle>
      {body}
      <TextLink href="/view-info-list">
        返回我的反馈
      </TextLink>
    </Card>
  );
}
Component.displayName = 'FeedbackItemPage';
