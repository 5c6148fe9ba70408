import { useLoaderData, useSearchParams } from 'react-router';
import { ContentCard, EmptyState, Skeleton, Text, Tiles } from '@credit-portal/ui';
import { useLoaded } from '../../shell/routeData';
import { KindSwitch, SectionNav, readKind } from './kinds';
import type { doublePublicityCatalogLoader } from './loaders';
import { PageFrame } from '../../views/PageFrame';

/**
 * 双公示目录 (spec §2 /double-publicity-catalog): the resources of each reporting organ as content
 * cards (来源单位, 数据总量, 更新时间), one kind at a time; a card opens the resource's records.
 * The back end answers the whole catalogue at once (one resource per organ and kind), so it is not
 * paged; the route's loader reads the kind the address asks for.
 */
export function Component() {
  const [params] = useSearchParams();
  const kind = readKind(params);
  // The other kind loads with the cards' skeleton in place of the cards.
  const directory = useLoaded(useLoaderData<typeof doublePublicityCatalogLoader>());

  return (
    <PageFrame as="section">
      <SectionNav />
      <KindSwitch current={kind.type} label="目录类别" hrefOf={(type) => `?type=${type}`} />
      {directory.status === 'loading' && <Skeleton variant="card" count={6} label="正在加载双公示目录" />}
      {directory.status === 'ready' && directory.data.length === 0 && <EmptyState title={`暂无${kind.label}信息资源`} />}
      {directory.status === 'ready' && directory.data.length > 0 && (
        <>
          <Text tone="muted" size="sm">
            共 {directory.data.length} 个报送单位，{kind.label}信息{' '}
            {directory.data.reduce((sum, organ) => sum + (kind.type === 1 ? organ.permitTotal : organ.punishTotal), 0).toLocaleString('zh-CN')} 条
          </Text>
          <Tiles as="ul" minWidth="md" space="md" aria-label={`${kind.label}信息资源`}>
            {directory.data.flatMap((organ) =>
              organ.resources.map((resource) => (
                <li key={resource.resourceId}>
                  <ContentCard
                    headingLevel={2}
                    title={resource.resourceName}
                    href={`/double-publicity-info?type=${resource.type}&resourceId=${encodeURIComponent(resource.resourceId)}`}
                    organ={resource.organName}
                    count={resource.total}
                    time={resource.updateTime ?? undefined}
                  />
                </li>
              )),
            )}
          </Tiles>
        </>
      )}
    </PageFrame>
  );
}
Component.displayName = 'DoublePublicityCatalogPage';
