import { Link, useNavigate } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { DataTable, ErrorState, SearchBar, Skeleton, type SearchQuery } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { SEARCH_ROUTES } from '../../shell/search';
import { portal } from '../../shell/portal';
import { useShell } from '../../shell/ShellContext';
import { useResource } from '../../shell/useResource';
import * as styles from './NewCodePublicityPage.css';

/** Spec §2: credit info 0, unified social credit code 1, full text 4; 2 and 3 shown closed. */
const SEARCH_TYPES = [0, 1, 2, 3, 4] as const;

/** One list's size: its first page of one record answers the total. */
const totalOf = async (call: Promise<{ total: number }>) => (await call).total;

async function loadOverview(signal: AbortSignal) {
  const front = '/cmpinternetportalfront' as const;
  const one = { pageNo: 1, pageSize: 1 };
  const [statistics, red, black, abnormal, violations, debtors] = await Promise.all([
    unwrap(portal.api.GET(`${front}/doublepublicity/statisticsProvince`, { signal })),
    totalOf(unwrap(portal.api.GET(`${front}/redbalcklist/page`, { params: { query: { ...one, listType: 1 } }, signal }))),
    totalOf(unwrap(portal.api.GET(`${front}/redbalcklist/page`, { params: { query: { ...one, listType: 2 } }, signal }))),
    totalOf(unwrap(portal.api.GET(`${front}/abnormal/page`, { params: { query: { ...one, listType: 1 } }, signal }))),
    totalOf(unwrap(portal.api.GET(`${front}/abnormal/page`, { params: { query: { ...one, listType: 2 } }, signal }))),
    totalOf(unwrap(portal.api.GET(`${front}/mistrustperson/page`, { params: { query: one }, signal }))),
  ]);
  return {
    counts: [
      { label: '行政许可', value: statistics.permitTotal, href: '/double-publicity-info' },
      { label: '行政处罚', value: statistics.punishTotal, href: '/double-publicity-info?type=2' },
      { label: '红名单', value: red, href: '/red-list/index' },
      { label: '黑名单', value: black, href: '/black-list/index' },
      { label: '经营异常名录', value: abnormal, href: '/unusual-directory' },
      { label: '严重违法失信名单', value: violations, href: '/major-violate-law' },
      { label: '失信被执行人', value: debtors, href: '/dishonest-person' },
    ],
    divisions: statistics.divisions,
  };
}

/**
 * /new-code-publicity 信用服务 (spec §2): the new-style credit query page — the search with every type
 * of spec §2 (the closed ones shown as not open) behind the security verification, and what the
 * portal holds: the size of each public list and the double-publicity records of each division.
 */
export function Component() {
  const shell = useShell();
  const navigate = useNavigate();
  const overview = useResource(loadOverview, 'overview');

  const search = ({ type, keyword }: SearchQuery) => {
    const route = SEARCH_ROUTES[type];
    if (route) void navigate(`${route}?keyword=${encodeURIComponent(keyword)}`);
  };

  return (
    <section className={styles.page} aria-busy={overview.status === 'loading' || undefined}>
      <PageTitle className={styles.title}>信用服务</PageTitle>
      <div className={styles.searchPanel}>
        <p className={styles.lead}>查询企业、社会组织的信用信息，或在全站检索信用动态与政策。</p>
        <SearchBar types={SEARCH_TYPES} requestCaptcha={shell.requestCaptcha} onSearch={search} />
      </div>
      <h2 className={styles.sectionTitle}>信用数据概览</h2>
      {overview.status === 'loading' && <Skeleton variant="card" count={3} label="正在加载信用数据" />}
      {overview.status === 'error' && <ErrorState message={overview.message} onRetry={overview.retry} />}
      {overview.status === 'ready' && (
        <>
          <ul className={styles.counts}>
            {overview.data.counts.map((item) => (
              <li key={item.label}>
                <Link to={item.href} className={styles.count}>
                  <span className={styles.countValue}>{item.value.toLocaleString('zh-CN')}</span>
                  <span>{item.label}（条）</span>
                </Link>
              </li>
            ))}
          </ul>
          <h2 className={styles.sectionTitle}>各区县双公示数据</h2>
          <DataTable
            caption="各区县行政许可与行政处罚数量"
            captionHidden
            columns={[
              { key: 'divisionName', title: '区县' },
              { key: 'permitCount', title: '行政许可（条）', align: 'right' },
              { key: 'punishCount', title: '行政处罚（条）', align: 'right' },
            ]}
            rows={overview.data.divisions}
            rowKey={(row) => row.divisionCode}
          />
        </>
      )}
    </section>
  );
}
Component.displayName = 'NewCodePublicityPage';
