import { useLoaderData } from 'react-router';
import { Stack, Tiles, VisuallyHidden } from '@credit-portal/ui';
import { site } from '../../config/site';
import { DeferredNews } from '../../views/DeferredNews';
import type { homeLoader } from './loaders';
import * as styles from './HomePage.css';

/** /home (spec §2): the portal's front page, its news columns streamed in from the route's loader. */
export function Component() {
  const { columns } = useLoaderData<typeof homeLoader>();
  return (
    <Stack space="lg">
      {/* The portal's name is the page's heading for screen readers; the header already shows it. */}
      <VisuallyHidden as="h1">{site.portalName}</VisuallyHidden>
      <Tiles space="lg" columns={{ base: 1, lg: 2 }}>
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
      </Tiles>
    </Stack>
  );
}
Component.displayName = 'HomePage';
