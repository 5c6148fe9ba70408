import { Link, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { Card, EmptyState, SectionHeading, Skeleton, Text } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useRouteMeta } from '../../shell/routeMeta';
import { usePendingSearch } from '../../shell/routeData';
import type { creditCatalogLoader } from './loaders';
import * as styles from '../../views/page.css';
import { CatalogCards } from './CatalogCards';

const VIEWS = [
  { value: 'type', label: '按目录类型' },
  { value: 'organ', label: '按提供单位' },
] as const;

/**
 * 信用目录 (spec §2 /credit-catalog): the city's credit information resource catalogue, by its eight
 * types or by providing organ; each catalogue is a content card (标题, 来源单位, 数据总量, 更新时间)
 * leading to its resources. The route's loader reads the groups of the address's view.
 */
export function Component() {
  const meta = useRouteMeta();
  const [params] = useSearchParams();
  const { view, groups } = useLoaderData<typeof creditCatalogLoader>();
  const chosen = params.get('group') ?? '';
  // The other view loads with the cards' skeleton in place of the groups; another group of this view is already here.
  const navigation = useNavigation();
  const nextView = new URLSearchParams(navigation.location?.search).get('view') === 'organ' ? 'organ' : 'type';
  const pending = usePendingSearch() && nextView !== view;

  const hrefOf = (group: string) => `?${new URLSearchParams(view === 'type' ? { group } : { view, group }).toString()}`;
  const current = pending ? undefined : (groups.find((group) => group.name === chosen) ?? groups[0]);

  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>{meta?.title ?? '信用目录'}</PageTitle>
      <nav aria-label="目录分组方式" className={styles.linkTabs}>
        <ul>
          {VIEWS.map((item) => (
            <li key={item.value}>
              <Link to={item.value === 'type' ? '?' : `?view=${item.value}`} aria-current={item.value === view ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {pending && <Skeleton variant="card" count={6} label="正在加载信用目录" />}
      {!pending && groups.length === 0 && <EmptyState title="暂无信用目录" />}
      {current && (
        <>
          <nav aria-label={view === 'type' ? '目录类型' : '提供单位'} className={styles.linkTabs}>
            <ul>
              {groups.map((group) => (
                <li key={group.name}>
                  <Link to={hrefOf(group.name)} aria-current={group.name === current.name ? 'page' : undefined}>
                    {group.name}（{group.count}）
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <SectionHeading>
            {current.name}（共 {current.count} 个目录）
          </SectionHeading>
          {current.catalogs.length === 0 ? (
            <EmptyState title={`“${current.name}”下暂无目录`} />
          ) : (
            <CatalogCards catalogs={current.catalogs} />
          )}
          <Text leading="relaxed">
            <Link to="/credit-catalog-list">按关键词、类型和提供单位查询全部目录</Link>
          </Text>
        </>
      )}
    </Card>
  );
}
Component.displayName = 'CreditCatalogPage';
