import { Link, useLoaderData } from 'react-router';
import { ButtonLink, Card, Figures, Inline, NewsList, SectionHeading, Text, Tiles, type NewsListItem } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { Deferred } from '../../shell/routeData';
import type { farmingHomeLoader } from './loaders';
import { ProductCard } from './ProductCard';
import { FARMING } from './subsite';
import { PageSection } from '../../views/PageSection';

/** A column's newest articles (streaming in) with 更多 to the whole list. */
function ColumnBlock({ title, items, moreHref }: { title: string; items: Promise<NewsListItem[]>; moreHref: string }) {
  return (
    <Deferred resolve={items} loading={{ variant: 'list', count: 5 }}>
      {(loaded) => <NewsList title={title} headingLevel={2} moreHref={moreHref} items={loaded} datePattern="yyyy-MM-dd" />}
    </Deferred>
  );
}

/**
 * 农业金融服务平台 (/farming): the platform's figures, the recommended products, the financing-demand entry
 * and the news at a glance; the route's loader reads the figures and products, the columns stream in.
 */
export function Component() {
  const { home, columns } = useLoaderData<typeof farmingHomeLoader>();

  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>农业金融服务平台</PageTitle>
      <PageSection id="farming-figures" title="平台数据">
        <Figures
          look="soft"
          items={[
            { label: '入驻金融机构', value: `${home.statistics.institutionCount} 家` },
            { label: '发布金融产品', value: `${home.statistics.productCount} 款` },
            { label: '融资申请', value: `${home.statistics.applyCount} 笔` },
            { label: '成功放款', value: `${home.statistics.loanCount} 笔` },
            { label: '放款金额', value: `${home.statistics.loanAmount} 万元` },
          ]}
        />
      </PageSection>

      <Card as="section" aria-labelledby="farming-demand">
        <Inline space="md" align="between">
        <div>
          <SectionHeading level={2} id="farming-demand">
            融资需求发布
          </SectionHeading>
          <Text leading="relaxed">企业用户登录后可在线发布融资需求，入驻金融机构将在规定时限内对接。</Text>
          <Text tone="muted" size="sm">
            已提交的申请和收藏的产品见<Link to={FARMING.user}>我的融资</Link>。
          </Text>
        </div>
        <ButtonLink variant="primary" href={FARMING.docking}>
          发布融资需求
        </ButtonLink>
        </Inline>
      </Card>

      <PageSection id="farming-featured" title="推荐产品">
        <Tiles as="ul" minWidth="md" space="md">
          {home.featured.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </Tiles>
        <Text tone="muted" size="sm">
          <Link to={FARMING.products}>查看全部金融产品</Link>
        </Text>
      </PageSection>

      <Tiles space="lg" minWidth="lg">
        <ColumnBlock title="新闻资讯" items={columns.news} moreHref={FARMING.news} />
        <ColumnBlock title="通知公告" items={columns.announcements} moreHref={FARMING.announcements} />
        <ColumnBlock title="政策法规" items={columns.policy} moreHref={FARMING.policy} />
        <ColumnBlock title="信息公开" items={columns.publicInfo} moreHref={FARMING.publicInfo} />
      </Tiles>
    </Card>
  );
}
Component.displayName = 'FarmingHomePage';
