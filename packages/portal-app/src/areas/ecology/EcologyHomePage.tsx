import { useLoaderData } from 'react-router';
import type { ArticlePage } from '@credit-portal/api-client';
import { PageTitle } from '../../shell/PageTitle';
import { Deferred } from '../../shell/routeData';
import { useRouteMeta } from '../../shell/routeMeta';
import { DeferredNews } from '../../views/DeferredNews';
import { GRADES, GRADE_NAMES, articleHref } from './ecology';
import type { ecologyHomeLoader } from './loaders';
import { Card, LinkCard, SectionHeading, Stack, Text, Tiles } from '@credit-portal/ui';

function ColumnNews({ latest, heading, moreHref }: { latest: Promise<ArticlePage>; heading: string; moreHref: string }) {
  return (
    <DeferredNews
      resolve={latest}
      items={(column) => column.records.map((a) => ({ id: a.id, title: a.title, href: articleHref(a.id), time: a.releaseTime }))}
      title={heading}
      headingLevel={2}
      moreHref={moreHref}
      labels={{ empty: `暂无${heading}` }}
      datePattern="yyyy-MM-dd"
    />
  );
}

/**
 * 生态环境信用 (spec §2 /ecology): the sub-site's figures, news, policies and cases at a glance, each
 * streamed in from the route's loader with its own loading and error states.
 */
export function Component() {
  const meta = useRouteMeta();
  const { figures, news, policy, cases } = useLoaderData<typeof ecologyHomeLoader>();
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>{meta?.pageTitle ?? meta?.title}</PageTitle>
      <Text leading="relaxed">公示企业环境信用评价结果和生态环境行政处罚信息，发布生态环境领域信用动态、政策法规和典型案例。</Text>
      <Stack as="section" space="sm" aria-labelledby="ecology-figures-title">
        <SectionHeading level={2} id="ecology-figures-title">
          信用公示
        </SectionHeading>
        <Deferred resolve={figures} loading={{ variant: 'card', count: 5, label: '正在加载公示数据' }}>
          {(data) => (
            <Tiles as="ul" space="md" minWidth="sm">
              {GRADES.map((grade) => (
                <li key={grade}>
                  <LinkCard href={grade === 'A' ? '/ecology-ep-honest' : `/ecology-publicity?grade=${grade}`} figure={`${data.grades[grade]} 家`} title={`${grade}级 ${GRADE_NAMES[grade]}`} />
                </li>
              ))}
              <li>
                <LinkCard href="/ecology-ep-dishonest" figure={`${data.penalties} 条`} title="环境行政处罚" />
              </li>
            </Tiles>
          )}
        </Deferred>
      </Stack>
      <Tiles space="lg" columns={{ base: 1, sm: 2 }}>
        <ColumnNews latest={news} heading="信用动态" moreHref="/ecology-news" />
        <ColumnNews latest={policy} heading="政策法规" moreHref="/ecology-policy" />
      </Tiles>
      <ColumnNews latest={cases} heading="典型案例" moreHref="/ecology-case" />
    </Card>
  );
}
Component.displayName = 'EcologyHomePage';
