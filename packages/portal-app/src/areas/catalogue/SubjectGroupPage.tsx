import { Link, useSearchParams } from 'react-router';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import { EmptyState, ErrorState, Skeleton, type DataTableColumn } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useRouteMeta } from '../../shell/routeMeta';
import { readPaging } from '../../shell/paging';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import { PagedTable } from '../../views/PagedList';
import { FilterForm } from '../../views/FilterForm';
import * as styles from './catalogue.css';

type Subject = Schemas['RelationSubject'];

/**
 * The three publicity pages of subject groups (spec §2 Publicity), by route name: their category of
 * typePage and the page operation that lists the category's subjects.
 */
const GROUP_PAGES = {
  FocusGroupOfPeople: { category: 1, path: '/cmpinternetportalfront/subjectrelation/page' },
  PunishmentObject: { category: 2, path: '/cmpinternetportalfront/subjectrelation/dishonestPage' },
  IntegrityObject: { category: 3, path: '/cmpinternetportalfront/subjectrelation/highLevelPage' },
} as const;
export type SubjectGroupPageName = keyof typeof GROUP_PAGES;

const detailHref = (id: string) => `/focus_group_of_people/detail?id=${encodeURIComponent(id)}`;

const COLUMNS: DataTableColumn<Subject>[] = [
  { key: 'name', title: '姓名/名称', render: (row) => <Link to={detailHref(row.id)}>{row.name}</Link> },
  // Persons' ID numbers stay masked as the back end gives them.
  { key: 'idNumber', title: '证件号码/统一社会信用代码', render: (row) => row.idNumber ?? row.creditCode ?? '—' },
  { key: 'typeName', title: '类别' },
  { key: 'unit', title: '所在单位', render: (row) => row.unit ?? '—' },
  { key: 'divisionName', title: '所属区域' },
  { key: 'organName', title: '认定部门' },
  { key: 'decidedDate', title: '认定日期' },
];

/** 重点人群, 失信惩戒对象 and 守信激励对象: the groups as links, the subjects in a filtered, paged table. */
function SubjectGroup({ group }: { group: SubjectGroupPageName }) {
  const meta = useRouteMeta();
  const config = GROUP_PAGES[group];
  const [params] = useSearchParams();
  const paging = readPaging(params);
  const typeId = params.get('typeId') ?? '';
  const divisionCode = params.get('divisionCode') ?? '';

  const groups = useResource(
    async (signal) => {
      const [types, divisions] = await Promise.all([
        unwrap(portal.api.GET('/cmpinternetportalfront/subjectrelation/typePage', { params: { query: { category: config.category, pageNo: 1, pageSize: 100 } }, signal })),
        unwrap(portal.api.GET('/cmpinternetportalfront/subjectrelation/getDivisionList', { signal })),
      ]);
      return { types: types.records, divisions };
    },
    String(config.category),
  );
  const subjects = useResource(
    (signal) => {
      const query = {
        pageNo: paging.pageNo,
        pageSize: paging.pageSize,
        ...(config.path.endsWith('/page') ? { category: config.category } : {}),
        ...(typeId ? { typeId } : {}),
        ...(divisionCode ? { divisionCode } : {}),
        ...(paging.keyword ? { keyword: paging.keyword } : {}),
      };
      // The three operations take the same filters and answer the same page of subjects.
      return unwrap(portal.api.GET(config.path as '/cmpinternetportalfront/subjectrelation/page', { params: { query }, signal }));
    },
    JSON.stringify([config.path, typeId, divisionCode, paging]),
  );

  const title = meta?.pageTitle ?? meta?.title ?? '';
  const currentType = groups.status === 'ready' ? groups.data.types.find((type) => type.id === typeId) : undefined;

  return (
    <section className={styles.page}>
      <PageTitle className={styles.title}>{title}</PageTitle>
      {groups.status === 'loading' && <Skeleton variant="list" count={2} label="正在加载类别" />}
      {groups.status === 'error' && <ErrorState message={groups.message} onRetry={groups.retry} />}
      {groups.status === 'ready' && (
        <>
          <nav aria-label={`${title}类别`} className={styles.tabs}>
            <ul>
              <li>
                <Link to="?" aria-current={!currentType ? 'page' : undefined}>
                  全部
                </Link>
              </li>
              {groups.data.types.map((type) => (
                <li key={type.id}>
                  <Link to={`?typeId=${encodeURIComponent(type.id)}`} aria-current={type.id === currentType?.id ? 'page' : undefined}>
                    {type.name}（{type.total}）
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {currentType && (
            <p className={styles.lead}>
              {currentType.description}（认定部门：{currentType.organName}）
            </p>
          )}
          <FilterForm
            key={params.toString()}
            label={`${title}查询`}
            keywordHint="姓名、名称、统一社会信用代码或单位"
            selects={[{ name: 'divisionCode', label: '所属区域', options: groups.data.divisions.map((d) => ({ value: d.code, label: d.name })) }]}
          />
        </>
      )}
      <PagedTable<Subject>
        list={subjects}
        empty={<EmptyState title="未找到符合条件的记录" />}
        caption={currentType ? `${title}：${currentType.name}` : title}
        captionHidden
        columns={COLUMNS}
      />
    </section>
  );
}
SubjectGroup.displayName = 'SubjectGroup';

export const FocusGroupOfPeoplePage = () => <SubjectGroup group={'FocusGroupOfPeople'} />;
export const IntegrityObjectPage = () => <SubjectGroup group={'IntegrityObject'} />;
export const PunishmentObjectPage = () => <SubjectGroup group={'PunishmentObject'} />;
