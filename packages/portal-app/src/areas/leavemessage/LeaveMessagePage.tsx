import { useLoaderData } from 'react-router';
import { ButtonLink, Card, EmptyState, Inline, Text, TextLink } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { Deferred } from '../../shell/routeData';
import { AcceptSituation } from './AcceptSituation';
import { LEAVE_MESSAGE_HREF, MessageSections, MY_MESSAGES_HREF } from './board';
import { BoardList } from './BoardList';
import { LATEST, type leaveMessageHubLoader } from './loaders';
import { PageSection } from '../../views/PageSection';

/**
 * /leavemessage (spec §2, §7 leavemessage acceptSituation and page): the 公众留言 hub. What the
 * service is and the way in, 受理情况 of the year, and the latest answered messages; the route's
 * loader starts both, and they stream in with their own error and retry.
 */
export function Component() {
  const { situation, latest, viewer } = useLoaderData<typeof leaveMessageHubLoader>();

  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>公众留言</PageTitle>
      <MessageSections />
      <Card as="section" look="tinted" padding="lg" aria-label="留言须知">
        <Text leading="body">
          您可以就社会信用体系建设、信用信息查询、信用修复、失信惩戒等事项向我市各有关部门咨询、建议、投诉或求助。留言由相关职能部门办理并答复，一般在 15 个工作日内办结。
        </Text>
        <Text leading="body">公开的留言在办结后连同答复在本网站选登，联系电话不予公开。</Text>
        <Inline space="sm">
          <ButtonLink variant="primary" href={LEAVE_MESSAGE_HREF}>
            我要留言
          </ButtonLink>
          {viewer && <ButtonLink href={MY_MESSAGES_HREF}>我的留言</ButtonLink>}
        </Inline>
      </Card>
      <AcceptSituation situation={situation} />
      <PageSection id="latest-title" title="最新答复" more={<TextLink standalone href="/credit-leavemessage">查看更多留言</TextLink>}>
        <Deferred resolve={latest} loading={{ variant: 'list', count: LATEST, label: '正在加载最新答复' }}>
          {(page) =>
            page.records.length === 0 ? <EmptyState title="暂无公开答复的留言" /> : <BoardList messages={page.records} label="最新答复的留言" headingLevel={3} />
          }
        </Deferred>
      </PageSection>
    </Card>
  );
}
Component.displayName = 'LeaveMessagePage';
