import { useSearchParams } from 'react-router';
import { EmptyState, type DataTableColumn } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { readPaging, type Paging } from '../../shell/paging';
import { useResource } from '../../shell/useResource';
import { FilterForm, type SelectFilter } from '../../views/FilterForm';
import { PagedTable, type PageOf } from '../../views/PagedList';
import { CreditPlusNav } from './CreditPlusNav';
import type { Scene } from './scenes';
import * as styles from './creditplus.css';

interface SceneListProps<Row> {
  scene: Scene;
  /** What the keyword matches (the operation's documented keyword), for the field's placeholder. */
  keywordHint: string;
  selects?: readonly SelectFilter[];
  load: (paging: Paging, params: URLSearchParams, signal: AbortSignal) => Promise<PageOf<Row>>;
  columns: readonly DataTableColumn<Row>[];
}

/**
 * A scene's list (/credit-plus-lib-main, -bike-main, -el-main): the keyword and the scene's choices in
 * the address, the table with its loading, empty and error states, and the pager of spec §9.
 */
export function SceneList<Row extends { id: string }>({ scene, keywordHint, selects = [], load, columns }: SceneListProps<Row>) {
  const [params] = useSearchParams();
  const paging = readPaging(params);
  const choices = selects.map((select) => params.get(select.name) ?? '');
  const list = useResource((signal) => load(paging, params, signal), JSON.stringify([paging, choices]));
  const filtered = Boolean(paging.keyword) || choices.some(Boolean);
  return (
    <section className={styles.page}>
      <PageTitle className={styles.title}>{scene.mainTitle}</PageTitle>
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
    </section>
  );
}
