import { unwrap } from '@credit-portal/api-client';
import { NewsList } from '@credit-portal/ui';
import { site } from '../../config/site';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import * as styles from './HomePage.css';

/** The home page's news columns: each a CMS classification and the list route that shows all of it. */
const COLUMNS = [
  { classification: '信用动态', href: '/credit-dynamics' },
  { classification: '通知公告', href: '/credit-announcement' },
  { classification: '政策法规', href: '/policies-regulations' },
  { classification: '公示公告', href: '/credit-notice' },
] as const;

function NewsColumn({ classification, href }: (typeof COLUMNS)[number]) {
  const news = useResource(async (signal) => {
    const found = await unwrap(
      portal.api.GET('/cms/front/articleclassification/getClassificationByName', { params: { query: { name: classification } }, signal }),
    );
    const page = await unwrap(
      portal.api.GET('/cms/front/articleinfo/pageByClassificationId', { params: { query: { classificationId: found.id, pageNo: 1, pageSize: 8 } }, signal }),
    );
    return page.records;
  }, classification);

  return (
    <NewsList
      className={styles.column}
      title={classification}
      headingLevel={2}
      moreHref={href}
      datePattern="MM-dd"
      loading={news.status === 'loading'}
      error={news.status === 'error' ? news.message : undefined}
      onRetry={news.retry}
      items={
        news.status === 'ready'
          ? news.data.map((article) => ({
              id: article.id,
              title: article.title,
              href: `/content-detail?id=${encodeURIComponent(article.id)}`,
              time: article.releaseTime,
            }))
          : []
      }
    />
  );
}

/** /home (spec §2): the portal's front page. */
export function Component() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{site.portalName}</h1>
      <div className={styles.columns}>
        {COLUMNS.map((column) => (
          <NewsColumn key={column.classification} {...column} />
        ))}
      </div>
    </div>
  );
}
Component.displayName = 'HomePage';
