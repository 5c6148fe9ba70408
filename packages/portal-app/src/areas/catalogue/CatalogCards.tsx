import type { Schemas } from '@credit-portal/api-client';
import { ContentCard, Tiles } from '@credit-portal/ui';

/** Catalogues as content cards (标题, 来源单位, 数据总量, 更新时间), each leading to its resources. */
export function CatalogCards({ catalogs, headingLevel }: { catalogs: readonly Schemas['CatalogSummary'][]; headingLevel?: 2 }) {
  return (
    <Tiles as="ul" minWidth="md" space="md">
      {catalogs.map((catalog) => (
        <li key={catalog.id}>
          <ContentCard
            headingLevel={headingLevel}
            title={catalog.name}
            href={`/credit-catalog-list?catalogId=${encodeURIComponent(catalog.id)}`}
            organ={catalog.organ}
            count={catalog.count}
            time={catalog.time}
          />
        </li>
      ))}
    </Tiles>
  );
}
