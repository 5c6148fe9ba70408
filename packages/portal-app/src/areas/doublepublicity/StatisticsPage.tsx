import { useSearchParams } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { DataTable, EmptyState, ErrorState, Skeleton } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useRouteMeta } from '../../shell/routeMeta';
import { readPaging } from '../../shell/paging';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import { PagedTable } from '../../views/PagedList';
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
  const [params] = useSearchParams();
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
      <PagedTable
        list={page}
        empty={<EmptyState title="暂无各部门统计" />}
        header={(data) => (
          <>
            <ChartLegend />
            <BarChart
              title="各部门报送的行政许可和行政处罚数量"
              groups={data.records.map((organ) => ({ label: organ.organName, permit: organ.permitCount, punish: organ.punishCount }))}
            />
          </>
        )}
        caption="各部门报送的行政许可和行政处罚数量"
        columns={[
          { key: 'organName', title: '报送部门' },
          ...COUNT_COLUMNS,
          { key: 'total', title: '合计（条）', align: 'right' },
          { key: 'updateTime', title: '更新时间' },
        ]}
        rowKey={(row) => row.organCode}
      />
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
