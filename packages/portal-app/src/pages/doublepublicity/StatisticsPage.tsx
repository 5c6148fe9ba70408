import { useSearchParams } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { DataTable, EmptyState, ErrorState, Pagination, Skeleton } from '@credit-portal/ui';
import { PageTitle } from '../../layouts/PortalLayout';
import { useRouteMeta } from '../../shell/routeMeta';
import { PAGE_SIZES, readPaging, writePaging } from '../../shell/paging';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import { BarChart, ChartLegend } from './BarChart';
import { SectionNav } from './kinds';
import * as styles from './DoublePublicity.css';

const COUNT_COLUMNS = [
  { key: 'permitCount', title: '行政许可（条）', align: 'right' as const },
  { key: 'punishCount', title: '行政处罚（条）', align: 'right' as const },
];

function DivisionStatistics() {
  const stats = useResource(
    (signal) => unwrap(portal.api.GET('/cmpinternetportalfront/doublepublicity/statisticsProvince', { signal })),
    'province',
  );
  return (
    <section aria-labelledby="dp-division-title" className={styles.organ}>
      <h2 id="dp-division-title" className={styles.sectionTitle}>
        各区县统计
      </h2>
      {stats.status === 'loading' && <Skeleton variant="table" count={8} columns={3} label="正在加载各区县统计" />}
      {stats.status === 'error' && <ErrorState message={stats.message} onRetry={stats.retry} />}
      {stats.status === 'ready' && (
        <>
          <dl className={styles.totals}>
            <div>
              <dt>行政许可总数</dt>
              <dd>{stats.data.permitTotal.toLocaleString('zh-CN')}</dd>
            </div>
            <div>
              <dt>行政处罚总数</dt>
              <dd>{stats.data.punishTotal.toLocaleString('zh-CN')}</dd>
            </div>
          </dl>
          {stats.data.divisions.length === 0 ? (
            <EmptyState title="暂无各区县统计" />
          ) : (
            <>
              <ChartLegend />
              <BarChart
                title="各区县行政许可和行政处罚数量"
                groups={stats.data.divisions.map((division) => ({
                  label: division.divisionName,
                  permit: division.permitCount,
                  punish: division.punishCount,
                }))}
              />
              <div>
                <DataTable
                  caption="各区县行政许可和行政处罚数量"
                  columns={[{ key: 'divisionName', title: '区县' }, ...COUNT_COLUMNS]}
                  rows={stats.data.divisions}
                  rowKey={(row) => row.divisionCode}
                />
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}

function OrganStatistics() {
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);
  const page = useResource(
    (signal) =>
      unwrap(
        portal.api.GET('/cmpinternetportalfront/doublepublicity/numPage', {
          params: { query: { pageNo: paging.pageNo, pageSize: paging.pageSize } },
          signal,
        }),
      ),
    `${paging.pageNo}:${paging.pageSize}`,
  );
  return (
    <section aria-labelledby="dp-organ-title" className={styles.organ}>
      <h2 id="dp-organ-title" className={styles.sectionTitle}>
        各部门报送统计
      </h2>
      {page.status === 'loading' && <Skeleton variant="table" count={8} columns={5} label="正在加载各部门统计" />}
      {page.status === 'error' && <ErrorState message={page.message} onRetry={page.retry} />}
      {page.status === 'ready' && page.data.records.length === 0 && <EmptyState title="暂无各部门统计" />}
      {page.status === 'ready' && page.data.records.length > 0 && (
        <>
          <ChartLegend />
          <BarChart
            title="各部门报送的行政许可和行政处罚数量"
            groups={page.data.records.map((organ) => ({ label: organ.organName, permit: organ.permitCount, punish: organ.punishCount }))}
          />
          <div>
            <DataTable
              caption="各部门报送的行政许可和行政处罚数量"
              columns={[
                { key: 'organName', title: '报送部门' },
                ...COUNT_COLUMNS,
                { key: 'total', title: '合计（条）', align: 'right' },
                { key: 'updateTime', title: '更新时间' },
              ]}
              rows={page.data.records}
              rowKey={(row) => row.organCode}
            />
          </div>
          <Pagination
            className={styles.pagination}
            total={page.data.total}
            page={page.data.current}
            pageSize={page.data.size}
            pageSizes={PAGE_SIZES}
            onChange={(pageNo, pageSize) => setParams(writePaging(params, { pageNo, pageSize }))}
          />
        </>
      )}
    </section>
  );
}

/** 双公示统计 (spec §2 /double-publicity-statistics): by district and by reporting organ, each a chart and its table. */
export function Component() {
  const meta = useRouteMeta();
  return (
    <div className={styles.page}>
      <PageTitle className={styles.title}>{meta?.pageTitle ?? meta?.title}</PageTitle>
      <SectionNav />
      <DivisionStatistics />
      <OrganStatistics />
    </div>
  );
}
Component.displayName = 'DoublePublicityStatisticsPage';
