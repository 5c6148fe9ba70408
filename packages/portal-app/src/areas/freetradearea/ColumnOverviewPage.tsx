import { Link } from 'react-router';
import { EmptyState, ErrorState, Skeleton, formatDate, toDateTimeAttribute } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useRouteMeta } from '../../shell/routeMeta';
import { useResource } from '../../shell/useResource';
import { loadColumnPage } from './columnPage';
import { articleHref, columnByClassification } from './subsite';
import * as styles from './freetradearea.css';

/** How many of the newest articles the overview shows; the rest are on the column's full list. */
const OVERVIEW_ITEMS = 6;

/**
 * A column page in the tab bar (/free-trade-area-policy-law, -policy-support, -publicity): the column's
 * newest articles with their summaries, and a link to the whole column, paginated ('more' page).
 */
export function Component() {
  const meta = useRouteMeta();
  const column = columnByClassification(meta?.classification);
  const classification = column?.classification ?? '';
  const page = useResource((signal) => loadColumnPage(classification, 1, OVERVIEW_ITEMS, signal), classification);

  let body;
  if (page.status === 'loading') body = <Skeleton variant="list" count={OVERVIEW_ITEMS} label="正在加载栏目" />;
  else if (page.status === 'error') body = <ErrorState message={page.message} onRetry={page.retry} />;
  else if (page.data.records.length === 0) body = <EmptyState />;
  else
    body = (
      <>
        <ul className={styles.digest} aria-label={`${column?.label ?? ''}最新文章`}>
          {page.data.records.map((article) => (
            <li key={article.id} className={styles.digestItem}>
              <h2 className={styles.digestTitle}>
                <Link to={articleHref(article.id)}>{article.title}</Link>
              </h2>
              <p className={styles.digestMeta}>
                {article.source} · <time dateTime={toDateTimeAttribute(article.releaseTime)}>{formatDate(article.releaseTime, 'yyyy-MM-dd')}</time>
              </p>
              {article.summary && <p className={styles.digestSummary}>{article.summary}</p>}
            </li>
          ))}
        </ul>
        <Link className={styles.more} to={column?.moreHref ?? '/free-trade-area'}>
          查看全部{column?.label}（共 {page.data.total} 篇）
        </Link>
      </>
    );

  return (
    <section className={styles.page}>
      <PageTitle className={styles.title}>{meta?.title}</PageTitle>
      {body}
    </section>
  );
}
Component.displayName = 'FtaColumnOverviewPage';
