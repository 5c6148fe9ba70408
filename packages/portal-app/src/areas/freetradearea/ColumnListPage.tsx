import { useLocation, useSearchParams } from 'react-router';
import { NewsList, SideMenu } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { readPaging } from '../../shell/paging';
import { useRouteMeta } from '../../shell/routeMeta';
import { useResource } from '../../shell/useResource';
import { PagedList } from '../../views/PagedList';
import { loadColumnPage } from './columnPage';
import { FTA_COLUMNS, articleHref, columnByClassification } from './subsite';
import * as styles from './freetradearea.css';

const MENU = FTA_COLUMNS.map((column) => ({ id: column.key, name: column.label, href: column.moreHref }));

/**
 * A 'more' page (/free-trade-area/new, /free-trade-area-policy/law, -policy/support, /free-trade-area/publicity):
 * the whole column, paginated (spec §9), with the side menu of the four columns (spec §2).
 */
export function Component() {
  const meta = useRouteMeta();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const paging = readPaging(params);
  const classification = columnByClassification(meta?.classification)?.classification ?? '';
  const list = useResource(
    (signal) => loadColumnPage(classification, paging.pageNo, paging.pageSize, signal),
    JSON.stringify([classification, paging.pageNo, paging.pageSize]),
  );

  return (
    <div className={styles.withMenu}>
      <SideMenu title="自贸区栏目" items={MENU} activeHref={pathname} storage={null} />
      <section className={styles.page}>
        <PageTitle className={styles.title}>{meta?.title}</PageTitle>
        <PagedList list={list} loadingLabel="正在加载列表" loadingCount={10}>
          {(records) => (
            <NewsList
              items={records.map((article) => ({ id: article.id, title: article.title, href: articleHref(article.id), time: article.releaseTime }))}
              datePattern="yyyy-MM-dd"
            />
          )}
        </PagedList>
      </section>
    </div>
  );
}
Component.displayName = 'FtaColumnListPage';
