import { useLoaderData } from 'react-router';
import type { ArticlePage } from '@credit-portal/api-client';
import { PageTitle } from '../../shell/PageTitle';
import { DeferredNews } from '../../views/DeferredNews';
import { ecologyArticleHref as articleHref } from '../../addresses';
import type { eleGuaranteeHomeLoader } from './loaders';
import { Card, Text, Tiles } from '@credit-portal/ui';

/** One column's newest articles, with 更多 to its whole list; loading, error and retry are NewsList's. */
function Headlines({ title, latest, moreHref }: { title: string; latest: Promise<ArticlePage>; moreHref: string }) {
  return (
    <DeferredNews
      resolve={latest}
      items={(column) => column.records.map((article) => ({ id: article.id, title: article.title, href: articleHref(article.id), time: article.releaseTime }))}
      title={title}
      headingLevel={2}
      moreHref={moreHref}
      datePattern="yyyy-MM-dd"
    />
  );
}

/** 电子保函 home (/ele-guarantee-home): what the sub-site is, and the newest news and policies, streamed in from the route's loader. */
export function Component() {
  const { news, policy } = useLoaderData<typeof eleGuaranteeHomeLoader>();
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>电子保函</PageTitle>
      <Text leading="relaxed">
        电子保函是银行、担保机构和保险机构以电子数据形式出具的保函，可替代现金缴纳投标、履约等保证金。本栏目发布本市电子保函工作动态和相关政策法规。
      </Text>
      <Tiles minWidth="md" space="md">
        <Headlines title="保函动态" latest={news} moreHref="/ele-guarantee-news" />
        <Headlines title="政策法规" latest={policy} moreHref="/ele-guarantee-policy" />
      </Tiles>
    </Card>
  );
}
Component.displayName = 'EleGuaranteeHomePage';
