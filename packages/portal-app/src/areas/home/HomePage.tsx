import { useLoaderData } from 'react-router';
import { site } from '../../config/site';
import { DeferredNews } from '../../views/DeferredNews';
import type { homeLoader } from './loaders';
import * as styles from './HomePage.css';

/** /home (spec §2): the portal's front page, its news columns streamed in from the route's loader. */
export function Component() {
  const { columns } = useLoaderData<typeof homeLoader>();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{site.portalName}</h1>
      <div className={styles.columns}>
        {columns.map((column) => (
          <DeferredNews
            key={column.classification}
            className={styles.column}
            title={column.classification}
            headingLevel={2}
            moreHref={column.href}
            datePattern="MM-dd"
            resolve={column.articles}
            items={(page) =>
              page.records.map((article) => ({
                id: article.id,
                title: article.title,
                href: `/content-detail?id=${encodeURIComponent(article.id)}`,
                time: article.releaseTime,
              }))
            }
          />
        ))}
      </div>
    </div>
  );
}
Component.displayName = 'HomePage';
