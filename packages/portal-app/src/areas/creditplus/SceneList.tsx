import { useSearchParams } from 'react-router';
import { Card, EmptyState, type DataTableColumn } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { readPaging } from '../../shell/paging';
import { useLoaded } from '../../shell/routeData';
import { FilterForm, type SelectFilter } from '../../views/FilterForm';
import { PagedTable, type PageOf } from '../../views/PagedList';
import { CreditPlusNav } from './CreditPlusNav';
import type { Scene } from './scenes';

interface SceneListProps<Row> {
  scene: Scene;
  /** What the keyword matches (the operation's documented keyword), for the field's placeholder. */
  keywordHint: string;
  selects?: readonly SelectFilter[];
  /** The page the route's loader read for the address's keyword, choices and page. */
  page: PageOf<Row>;
  columns: readonly DataTableColumn<Row>[];
}

/**
 * A scene's list (/credit-plus-lib-main, -bike-main, -el-main): the keyword and the scene's choices in
 * the address, the table with its loading (while the address changes) and empty states, and the pager of
 * spec §9. A failed load is the route's error presentation.
 */
export function SceneList<Row extends { id: string }>({ scene, keywordHint, selects = [], page, columns }: SceneListProps<Row>) {
  const [params] = useSearchParams();
  const list = useLoaded(page);
  const filtered = Boolean(readPaging(params).keyword) || selects.some((select) => Boolean(params.get(select.name)));
  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>{scene.mainTitle}</PageTitle>
      <CreditPlusNav />
      <FilterForm label={`${scene.mainTitle}查询`} keywordHint={keywordHint} selects={selects} />
      <PagedTable<Row>
        list={list}
        empty={<EmptyState title={filtered ? '未找到符合条件的记录' : undefined} />}
        caption={`${scene.name}${scene.mainTitle}`}
        captionHidden
        columns={columns}
        rowKey={(row) => row.id}
      />
    </Card>
  );
}
