import { useLoaderData } from 'react-router';
import { Card, ContentCard, NewsList, SectionHeading, Stack, Text, Tiles } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useRouteMeta } from '../../shell/routeMeta';
import { SAFETY_CAMPAIGNS } from './campaigns';
import type { integrityWanliLoader } from './loaders';

/** 诚信建设万里行 (spec §2 /integrity-wanli): the campaign, its newest articles and the safety campaigns. */
export function Component() {
  const meta = useRouteMeta();
  const latest = useLoaderData<typeof integrityWanliLoader>();
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>{meta?.pageTitle ?? meta?.title}</PageTitle>
      <Text tone="muted" leading="body">
        “诚信建设万里行”是全市社会信用体系建设的主题宣传活动，通过进企业、进社区、进学校、进机关，普及信用知识，宣传守信典型，曝光失信案例，
        营造“守信光荣、失信可耻”的社会氛围。
      </Text>
      <NewsList
        title="活动动态"
        moreHref="/integrity-wanli-more"
        labels={{ empty: '暂无活动动态' }}
        items={latest.records.map((article) => ({
          id: article.id,
          title: article.title,
          href: `/content-detail?id=${encodeURIComponent(article.id)}`,
          time: article.releaseTime,
        }))}
      />
      <Stack as="section" space="md" aria-labelledby="wanli-campaigns-title">
        <SectionHeading level={2} id="wanli-campaigns-title">
          安全专项行动
        </SectionHeading>
        <Tiles as="ul" minWidth="md" space="md">
          {Object.values(SAFETY_CAMPAIGNS).map((campaign) => (
            <li key={campaign.kind}>
              <ContentCard title={`${campaign.label}红黑名单与线索举报`} href={campaign.href} />
            </li>
          ))}
        </Tiles>
      </Stack>
    </Card>
  );
}
Component.displayName = 'IntegrityWanliPage';
