import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { Card, EmptyState, Text, type DataTableColumn } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useRouteMeta } from '../../shell/routeMeta';
import { useLoaded } from '../../shell/routeData';
import { PagedTable } from '../../views/PagedList';
import { FilterForm } from '../../views/FilterForm';
import type { subjectGroupLoader } from './loaders';
import * as styles from '../../views/page.css';

type Subject = Schemas['RelationSubject'];

/** The three publicity pages of subject groups (spec §2 Publicity), by route name; each route's loader lists its group. */
export type { SubjectGroupPageName } from './loaders';

const detailHref = (id: string) => `/focus_group_of_people/detail?id=${encodeURIComponent(id)}`;

const COLUMNS: DataTableColumn<Subject>[] = [
  { key: 'name', title: '姓名/名称', render: (row) => <Link to={detailHref(row.id)}>{row.name}</Link> },
  // Persons' ID numbers stay masked as the back end gives them.
  { key: 'idNumber', title: '证件号码/统一社会信用代码', render: (row) => row.idNumber ?? row.creditCode ?? '—', nowrap: true },
  { key: 'typeName', title: '类别' },
  { key: 'unit', title: '所在单位', render: (row) => row.unit ?? '—' },
  { key: 'divisionName', title: '所属区域' },
  { key: 'organName', title: '认定部门' },
  { key: 'decidedDate', title: '认定日期', nowrap: true },
];

/**
 * 重点人群, 失信惩戒对象 and 守信激励对象: the groups as links, the subjects in a filtered, paged table,
 * as the route's loader read them for the address.
 */
function SubjectGroup() {
  const meta = useRouteMeta();
  const [params] = useSearchParams();
  const typeId = params.get('typeId') ?? '';
  const { types, divisions, subjects } = useLoaderData<ReturnType<typeof subjectGroupLoader>>();
  // Another type, division, keyword or page loads with the table's skeleton rows under the links and filters.
  const list = useLoaded(subjects);

  const title = meta?.pageTitle ?? meta?.title ?? '';
  const currentType = types.find((type) => type.id === typeId);

  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>{title}</PageTitle>
      <nav aria-label={`${title}类别`} className={styles.linkTabs}>
        <ul>
          <li>
            <Link to="?" aria-current={!currentType ? 'page' : undefined}>
              全部
            </Link>
          </li>
          {types.map((type) => (
            <li key={type.id}>
              <Link to={`?typeId=${encodeURIComponent(type.id)}`} aria-current={type.id === currentType?.id ? 'page' : undefined}>
                {type.name}（{type.total}）
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {currentType && (
        <Text leading="relaxed">
          {currentType.description}（认定部门：{currentType.organName}）
        </Text>
      )}
      <FilterForm
        key={params.toString()}
        label={`${title}查询`}
        keywordHint="姓名、名称、统一社会信用代码或单位"
        selects={[{ name: 'divisionCode', label: '所属区域', options: divisions.map((d) => ({ value: d.code, label: d.name })) }]}
      />
      <PagedTable<Subject>
        list={list}
        empty={<EmptyState title="未找到符合条件的记录" />}
        caption={currentType ? `${title}：${currentType.name}` : title}
        captionHidden
        columns={COLUMNS}
      />
    </Card>
  );
}
SubjectGroup.displayName = 'SubjectGroup';

// One page for the three routes: each route's loader (subjectGroupLoader) names the group it lists.
export const FocusGroupOfPeoplePage = SubjectGroup;
export const IntegrityObjectPage = SubjectGroup;
export const PunishmentObjectPage = SubjectGroup;
