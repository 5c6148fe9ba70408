import { useRef, useState } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { Button, Card, DataTable, EmptyState, ErrorState, Field, RadioGroup, Select, Skeleton, Text, TextLink, type DataTableColumn } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useLoaded } from '../../shell/routeData';
import { readScope, type cityRankingLoader } from './loaders';
import { filters } from '../../views/filterLayout';
import { usePendingChoice } from '../../views/usePendingChoice';
import { useChoicesBeforeHydration } from '../../views/useChoicesBeforeHydration';

type Scope = Schemas['Ranking']['scope'];
type RankingRecord = Schemas['RankingRecord'];

const SCOPES: { value: Scope; label: string; caption: string }[] = [
  { value: 'province', label: '全省设区市', caption: '全省设区市城市信用排名' },
  { value: 'district', label: '本市县（区）', caption: '本市县（区）信用排名' },
];

const monthLabel = (period: string) => `${period.slice(0, 4)}年${Number(period.slice(5, 7))}月`;

/** The move since last month in words and an arrow, so it never rests on colour alone (WCAG 1.4.1). */
function Change({ change }: { change: number }) {
  if (change > 0)
    return (
      <Text as="span" tone="brand" weight="semibold">
        ↑ 上升 {change} 位
      </Text>
    );
  if (change < 0)
    return (
      <Text as="span" weight="semibold">
        ↓ 下降 {-change} 位
      </Text>
    );
  return (
    <Text as="span" tone="muted">
      — 持平
    </Text>
  );
}

const COLUMNS: DataTableColumn<RankingRecord>[] = [
  { key: 'rank', title: '排名', align: 'center', width: 80 },
  { key: 'name', title: '地区' },
  { key: 'score', title: '城市信用监测综合指数', align: 'right', render: (row) => row.score.toFixed(2) },
  { key: 'change', title: '较上月变化', render: (row) => <Change change={row.change} /> },
];

/**
 * /city-rank (spec §2 城市信用排名): a month's ranking, best first. Scope and month live in the
 * address; the month picker offers the published months the back end lists in `periods`. The
 * route's loader reads the ranking the address asks for.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const data = useLoaderData<typeof cityRankingLoader>();
  const { scope, period } = data;
  // Another scope or month loads with the table's skeleton in its place, the picker staying as it is.
  const ranking = useLoaded(data.ranking);

  // The month picker keeps the months it knew (also past a month that was never published), so focus stays in it.
  const [knownPeriods, setKnownPeriods] = useState<readonly string[]>([]);
  if (data.ranking && data.ranking.periods !== knownPeriods) setKnownPeriods(data.ranking.periods);
  const shownPeriod = data.ranking ? data.ranking.period : (period ?? knownPeriods[0] ?? '');

  const choose = (changes: { scope?: Scope; period?: string }) => {
    const next = new URLSearchParams(params);
    if (changes.scope !== undefined) {
      if (changes.scope === 'province') next.delete('scope');
      else next.set('scope', changes.scope);
    }
    if (changes.period !== undefined) next.set('period', changes.period);
    setParams(next);
  };
  const [shownScope, pickScope] = usePendingChoice(scope);
  const [shownMonth, pickMonth] = usePendingChoice(shownPeriod);
  // A scope or month chosen in the server's HTML before the page's script ran is applied once it has run.
  const scopeRef = useRef<HTMLDivElement>(null);
  const monthRef = useRef<HTMLSelectElement>(null);
  useChoicesBeforeHydration({ scope: { ref: scopeRef, value: shownScope }, period: { ref: monthRef, value: shownMonth } }, (chosen) => {
    const changes = { scope: chosen.scope === undefined ? undefined : readScope(chosen.scope), period: chosen.period };
    if (changes.scope !== undefined) pickScope(changes.scope);
    if (changes.period !== undefined) pickMonth(changes.period);
    choose(changes);
  });
  const caption = SCOPES.find((item) => item.value === scope)?.caption ?? '';

  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>城市信用排名</PageTitle>
      {/* A choice acts as it is made; without the page's script 查询 sends both as a plain GET of the page. */}
      <form role="search" method="get" className={filters} aria-label="排名条件" onSubmit={(event) => event.preventDefault()}>
        <Field group label="排名范围">
          <RadioGroup
            ref={scopeRef}
            name="scope"
            options={SCOPES.map(({ value, label }) => ({ value, label }))}
            value={shownScope}
            onChange={(value) => {
              pickScope(readScope(value));
              choose({ scope: readScope(value) });
            }}
          />
        </Field>
        <Field label="统计月份">
          <Select
            ref={monthRef}
            name="period"
            placeholder={null}
            options={(knownPeriods.includes(shownPeriod) || !shownPeriod ? knownPeriods : [shownPeriod, ...knownPeriods]).map((month) => ({
              value: month,
              label: monthLabel(month),
            }))}
            value={shownMonth}
            onChange={(value) => {
              pickMonth(value);
              choose({ period: value });
            }}
          />
        </Field>
        <Button type="submit" variant="primary">
          查询
        </Button>
      </form>
      {ranking.status === 'loading' && <Skeleton variant="table" columns={4} count={5} label="正在加载城市信用排名" />}
      {ranking.status === 'ready' && data.unpublished !== null && (
        <>
          <ErrorState message={data.unpublished} onRetry={ranking.retry} />
          {period && (
            // A month that was never published (an old or hand-made address) has a way back.
            <TextLink standalone href={scope === 'province' ? '/city-rank' : `/city-rank?scope=${scope}`}>
              查看最新一期排名
            </TextLink>
          )}
        </>
      )}
      {ranking.status === 'ready' && ranking.data?.records.length === 0 && <EmptyState title="该月暂无排名数据" />}
      {ranking.status === 'ready' && ranking.data && ranking.data.records.length > 0 && (
        <>
          <DataTable<RankingRecord>
            caption={`${monthLabel(ranking.data.period)}${caption}`}
            columns={COLUMNS}
            rows={ranking.data.records}
            rowKey={(row) => row.code}
          />
          <Text tone="muted" size="sm">排名依据城市信用监测综合指数，较上月变化为名次的升降。</Text>
        </>
      )}
    </Card>
  );
}
Component.displayName = 'CityRankPage';
