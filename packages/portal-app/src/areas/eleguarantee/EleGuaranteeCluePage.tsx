import { Link, useLoaderData } from 'react-router';
import type { viewerLoader } from '../../shell/session';
import { PageTitle } from '../../shell/PageTitle';
import { ClueReportSection } from '../../views/ClueForm';
import { GUARANTEE_PAGES } from './guarantees';
import { CLUE_PAGES, GUARANTEE_CLUE } from './clues';
import { Card, Text } from '@credit-portal/ui';

/** 电子保函线索举报 (/ele-guarantee/clue): report guarantee fraud, anonymously if one likes. */
export function Component() {
  const { viewer } = useLoaderData<typeof viewerLoader>();
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>电子保函线索举报</PageTitle>
      <Text tone="muted" leading="body">
        欢迎举报伪造、变造电子保函，未接入平台违规出函，出函机构拒绝或拖延理赔，招标人或代理机构指定出函机构等违法违规行为。无需登录即可提交，可以匿名举报，举报人信息严格保密。
        收到的保函可先在<Link to={GUARANTEE_PAGES.detail}>保函查验</Link>中核验真伪；已提交的线索可在<Link to={CLUE_PAGES.inquire}>线索查询</Link>中查看办理进度。
      </Text>
      <ClueReportSection category={GUARANTEE_CLUE} viewer={viewer} />
    </Card>
  );
}
Component.displayName = 'EleGuaranteeCluePage';
