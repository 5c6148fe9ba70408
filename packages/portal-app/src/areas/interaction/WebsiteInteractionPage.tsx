import { useLoaderData } from 'react-router';
import { EmptyState, LinkCard, SectionHeading, Stack, Text, TextLink, Tiles } from '@credit-portal/ui';
import { Deferred } from '../../shell/routeData';
import { InteractionItems } from './InteractionBoard';
import { InteractionForm } from './InteractionForm';
import { LATEST, type websiteInteractionLoader } from './loaders';
import { PageSection } from '../../views/PageSection';
import { PageFrame } from '../../views/PageFrame';
import { site } from '../../config/site';

/**
 * 网站互动 (spec §2 'Other pages'): the latest answered public questions and the form to ask one. The
 * route's loader starts the latest answers, which stream in with their own error and retry.
 */
export function Component() {
  const { latest, viewer } = useLoaderData<typeof websiteInteractionLoader>();
  return (
    <PageFrame>
      <Text tone="muted" leading="body">
        对{site.portalName}网站的使用、信用信息查询和信用服务有疑问、意见或建议，可在此向网站运营单位提出。我们将在5个工作日内受理并答复，选择公开的问题答复后在本页刊登。
      </Text>
      <nav aria-label="网站互动服务">
        <Tiles as="ul" minWidth="sm" space="md">
          <li>
            <LinkCard look="accent" href="#ask" title="我要提问" description="咨询、建议或投诉，登录后提交" />
          </li>
          <li>
            <LinkCard look="accent" href="/info-search" title="办件查询" description="凭受理编号和手机号码查看办理进度" />
          </li>
          <li>
            <LinkCard look="accent" href="/website-interaction-info-list" title="互动回复" description="浏览已公开的问题和答复" />
          </li>
          <li>
            <LinkCard look="accent" href="/check-error" title="信息纠错" description="发现网站信息有误，告诉我们" />
          </li>
        </Tiles>
      </nav>
      <PageSection id="interaction-board-title" title="最新回复" more={<TextLink href="/website-interaction-info-list">全部互动回复</TextLink>}>
        <Deferred resolve={latest} loading={{ variant: 'list', count: LATEST, label: '正在加载互动回复' }}>
          {(page) =>
            page.records.length === 0 ? <EmptyState title="暂无互动回复" description="公开的问题答复后将在这里刊登" /> : <InteractionItems items={page.records} />
          }
        </Deferred>
      </PageSection>
      <Stack as="section" space="md" aria-labelledby="ask">
        <SectionHeading level={2} id="ask" tabIndex={-1}>
          我要提问
        </SectionHeading>
        <InteractionForm viewer={viewer} />
      </Stack>
    </PageFrame>
  );
}
Component.displayName = 'WebsiteInteractionPage';
