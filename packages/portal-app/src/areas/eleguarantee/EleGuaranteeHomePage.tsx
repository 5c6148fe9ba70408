import { unwrap } from '@credit-portal/api-client';
import { NewsList } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import { articleHref } from '../ecology/ecology';
import * as page from '../../views/page.css';
import { ELE_GUARANTEE_COLUMNS } from './subsite';

const HEADLINES = 8;

async function loadHeadlines(name: string, signal: AbortSignal) {
  const found = await unwrap(portal.api.GET('/cms/front/articleclassification/getClassificationByName', { params: { query: { name } }, signal }));
  const list = await unwrap(
    portal.api.GET('/cms/front/articleinfo/pageByClassificationId', { params: { query: { classificationId: found.id, pageNo: 1, pageSize: HEADLINES } }, signal }),
  );
  return list.records.map((article) => ({ id: article.id, title: article.title, href: articleHref(article.id), time: article.releaseTime }));
}

/** One column's newest articles, with 更多 to its whole list; loading, error and retry are NewsList's. */
function Headlines({ title, column, moreHref }: { title: string; column: string; moreHref: string }) {
  const list = useResource((signal) => loadHeadlines(column, signal), column);
  return (
    <NewsList
      title={title}
      headingLevel={2}
      moreHref={moreHref}
      items={list.status === 'ready' ? list.data : []}
      loading={list.status === 'loading'}
      error={list.status === 'error' ? list.message : undefined}
      onRetry={list.retry}
      datePattern="yyyy-MM-dd"
    />
  );
}

/** 电子保函 home (/ele-guarantee-home): what the sub-site is, and the newest news and policies. */
export function Component() {
  return (
    <div className={page.page}>
      <PageTitle className={page.title}>电子保函</PageTitle>
      <p className={page.lead}>
        电子保函是银行、担保机构和保险机构以电子数据形式出具的保函，可替代现金缴纳投标、履约等保证金。本栏目发布本市电子保函工作动态和相关政策法规。
      </p>
      <div className={page.cardGrid}>
        <Headlines title="保函动态" column={ELE_GUARANTEE_COLUMNS.news} moreHref="/ele-guarantee-news" />
        <Headlines title="政策法规" column={ELE_GUARANTEE_COLUMNS.policy} moreHref="/ele-guarantee-policy" />
      </div>
    </div>
  );
}
Component.displayName = 'EleGuaranteeHomePage';
