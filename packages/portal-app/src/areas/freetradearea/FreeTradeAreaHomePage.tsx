import { NewsList } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useResource } from '../../shell/useResource';
import { loadColumnPage } from './columnPage';
import { FTA_COLUMNS, articleHref, type FtaColumn } from './subsite';
import * as styles from './freetradearea.css';

/** How many articles each column shows on the home page. */
const HOME_ITEMS = 6;

function ColumnBlock({ column }: { column: FtaColumn }) {
  const page = useResource((signal) => loadColumnPage(column.classification, 1, HOME_ITEMS, signal), column.classification);
  return (
    <NewsList
      title={column.label}
      headingLevel={2}
      moreHref={column.moreHref}
      loading={page.status === 'loading'}
      error={page.status === 'error' ? page.message : undefined}
      onRetry={page.retry}
      items={
        page.status === 'ready'
          ? page.data.records.map((article) => ({ id: article.id, title: article.title, href: articleHref(article.id), time: article.releaseTime }))
          : []
      }
      separatorEvery={0}
    />
  );
}

/** /free-trade-area: the sub-site's home, its four columns at a glance (spec §9 tabs), each with 更多. */
export function Component() {
  return (
    <section className={styles.page}>
      <PageTitle className={styles.title}>自贸区信用</PageTitle>
      <div className={styles.columns}>
        {FTA_COLUMNS.map((column) => (
          <ColumnBlock key={column.key} column={column} />
        ))}
      </div>
    </section>
  );
}
Component.displayName = 'FreeTradeAreaHomePage';

