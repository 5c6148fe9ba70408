import { useLoaderData } from 'react-router';
import { DataTable, EmptyState, Figures, SectionHeading, Stack } from '@credit-portal/ui';
import { useLoaded } from '../../shell/routeData';
import { PagedTable } from '../../views/PagedList';
import { BarChart, ChartLegend } from './BarChart';
import { SectionNav } from './kinds';
import type { doublePublicityStatisticsLoader } from './loaders';
import { PageFrame } from '../../views/PageFrame';

const COUNT_COLUMNS = [
  { key: 'permitCount', title: '行政许可（条）', align: 'right' as const },
  { key: 'punishCount', title: '行政处罚（条）', align: 'right' as const },
];

type Statistics = Awaited<ReturnType<typeof doublePublicityStatisticsLoader>>;

function DivisionStatistics({ stats }: { stats: Statistics['divisions'] }) {
  return (
    <Stack as="section" space="sm" aria-labelledby="dp-division-title">
      <SectionHeading id="dp-division-title">各区县统计</SectionHeading>
      <Figures
        items={[
          { label: '行政许可总数', value: stats.permitTotal.toLocaleString('zh-CN') },
          { label: '行政处罚总数', value: stats.punishTotal.toLocaleString('zh-CN') },
        ]}
      />
      {stats.divisions.length === 0 ? (
        <EmptyState title="暂无各区县统计" />
      ) : (
        <>
          <ChartLegend />
          <BarChart
            title="各区县行政许可和行政处罚数量"
            groups={stats.divisions.map((division) => ({
              label: division.divisionName,
              permit: division.permitCount,
              punish: division.punishCount,
            }))}
          />
          <div>
            <DataTable
              caption="各区县行政许可和行政处罚数量"
              columns={[{ key: 'divisionName', title: '区县' }, ...COUNT_COLUMNS]}
              rows={stats.divisions}
              rowKey={(row) => row.divisionCode}
            />
          </div>
        </>
      )}
    </Stack>
  );
}

function OrganStatistics({ organs }: { organs: Statistics['organs'] }) {
  // Another page loads with the table's skeleton rows; the counts by district stay.
  const page = useLoaded(organs);
  return (
    <Stack as="section" space="sm" aria-labelledby="dp-organ-title">
      <SectionHeading id="dp-organ-title">各部门报送统计</SectionHeading>
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
          { key: 'updateTime', title: '更新时间', nowrap: true },
        ]}
        rowKey={(row) => row.organCode}
      />
    </Stack>
  );
}

/** 双公示统计 (spec §2 /double-publicity-statistics): by district and by reporting organ, each a chart and its table, read by the route's loader. */
export function Component() {
  const { divisions, organs } = useLoaderData<typeof doublePublicityStatisticsLoader>();
  return (
    <PageFrame>
      <SectionNav />
      <DivisionStatistics stats={divisions} />
      <OrganStatistics organs={organs} />
    </PageFrame>
  );
}
Component.displayName = 'DoublePublicityStatisticsPage';
