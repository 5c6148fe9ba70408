import { Link, useLoaderData } from 'react-router';
import { SignInNotice } from '../../views/SubmissionViews';
import { SectionNav } from '../../views/SectionNav';
import { MySubmissions } from '../../views/MySubmissions';
import { COMPLAINT_COLUMNS, COMPLAINT_SECTIONS } from './complaints';
import type { myComplaintsLoader } from './loaders';
import { PageSection } from '../../views/PageSection';
import { PageFrame } from '../../views/PageFrame';

/**
 * 我的信用投诉 (spec §2 /credit-complaint-infoList). The back end lists complaints only to their
 * complainant (creditcomplaints/infoPage, login required) and publishes none: so this is the logged-in
 * visitor's own complaints with their progress and results, filtered by status; anonymous visitors are
 * asked to log in, or to look one up by number on /credit-complaint-inquire.
 */
export function Component() {
  // Null for an anonymous visitor (the loader's verdict).
  const mine = useLoaderData<typeof myComplaintsLoader>();
  return (
    <PageFrame>
      <SectionNav label="信用投诉" sections={COMPLAINT_SECTIONS} />
      <PageSection id="my-complaints-title" title="投诉记录">
        {mine ? (
          <MySubmissions id="my-complaints" name="信用投诉" list={mine} columns={COMPLAINT_COLUMNS} who="登录用户" />
        ) : (
          <SignInNotice>
            登录后可查看本账号提交的信用投诉及处理结果。也可凭受理编号在<Link to="/credit-complaint-inquire">投诉查询</Link>中查看单件投诉的进度。
          </SignInNotice>
        )}
      </PageSection>
    </PageFrame>
  );
}
Component.displayName = 'ComplaintListPage';
