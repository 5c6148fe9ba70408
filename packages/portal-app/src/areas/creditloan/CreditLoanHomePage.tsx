import { useLoaderData } from 'react-router';
import { Card, EmptyState, Figures, Heading, NewsList, SectionHeading, Stack, Text, TextLink, Tiles } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { Deferred } from '../../shell/routeData';
import type { creditLoanHomeLoader } from './loaders';
import { ProductCard } from './ProductCard';
import { institutionProductsHref, newsHref } from './subsite';
import { PageSection } from '../../views/PageSection';

/** How many institutions the home page shows. */
const HOME_INSTITUTIONS = 8;

function SectionHead({ id, title, moreHref, moreLabel }: { id: string; title: string; moreHref: string; moreLabel: string }) {
  return (
    <SectionHeading
      id={id}
      actions={
        <TextLink standalone href={moreHref}>
          {moreLabel}
        </TextLink>
      }
    >
      {title}
    </SectionHeading>
  );
}

/**
 * /credit-loan-home: the platform's figures, recommended products, institutions and news at a glance. The
 * route's loader reads the figures and products; the institutions and the news stream in on their own.
 */
export function Component() {
  const { home, institutions, news } = useLoaderData<typeof creditLoanHomeLoader>();
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>信用贷</PageTitle>
      <PageSection id="credit-loan-figures" title="平台数据">
        <Figures
          look="soft"
          items={[
            { label: '入驻金融机构（家）', value: home.statistics.institutionCount },
            { label: '金融产品（款）', value: home.statistics.productCount },
            { label: '融资申请（笔）', value: home.statistics.applyCount },
            { label: '成功放款（笔）', value: home.statistics.loanCount },
            { label: '放款金额（万元）', value: home.statistics.loanAmount },
          ]}
        />
      </PageSection>
      <Stack as="section" space="sm" aria-labelledby="credit-loan-featured">
        <SectionHead id="credit-loan-featured" title="推荐产品" moreHref="/credit-loan-service" moreLabel="更多金融产品" />
        {home.featured.length === 0 ? (
          <EmptyState />
        ) : (
          <Tiles as="ul" minWidth="md" space="md">
            {home.featured.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} headingLevel={3} />
              </li>
            ))}
          </Tiles>
        )}
      </Stack>
      <Stack as="section" space="sm" aria-labelledby="credit-loan-institutions">
        <SectionHead id="credit-loan-institutions" title="金融机构" moreHref="/credit-loan-mechanism" moreLabel="更多金融机构" />
        <Deferred resolve={institutions} loading={{ variant: 'list', count: 4, label: '正在加载金融机构' }}>
          {(loaded) =>
            loaded.length === 0 ? (
              <EmptyState />
            ) : (
              <Tiles as="ul" minWidth="md" space="md">
                {loaded.slice(0, HOME_INSTITUTIONS).map((institution) => (
                  <Card as="li" space="xs" key={institution.id}>
                    <Heading level={3} tone="brand">{institution.shortName}</Heading>
                    <Text tone="muted" size="sm" leading="relaxed">
                      {institution.kind} · {institution.district}
                    </Text>
                    <TextLink standalone href={institutionProductsHref(institution.id)}>
                      {institution.shortName}的金融产品（{institution.productCount}）
                    </TextLink>
                  </Card>
                ))}
              </Tiles>
            )
          }
        </Deferred>
      </Stack>
      <Deferred resolve={news} loading={{ variant: 'list', count: 5 }}>
        {(loaded) => (
          <NewsList
            title="新闻资讯"
            headingLevel={2}
            moreHref="/credit-loan-news"
            items={loaded.records.map((article) => ({ id: article.id, title: article.title, href: newsHref(article.id), time: article.releaseTime }))}
          />
        )}
      </Deferred>
    </Card>
  );
}
Component.displayName = 'CreditLoanHomePage';
