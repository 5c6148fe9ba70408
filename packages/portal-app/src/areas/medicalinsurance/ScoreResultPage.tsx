import { useLoaderData, useSearchParams } from 'react-router';
import { EmptyState, Text, type DataTableColumn } from '@credit-portal/ui';
import { readPaging } from '../../shell/paging';
import { useLoaded } from '../../shell/routeData';
import { FilterForm, type SelectFilter } from '../../views/FilterForm';
import { Figures } from '../../views/Figures';
import { choiceOf } from '../../views/addressChoice';
import { PagedTable } from '../../views/PagedList';
import type { scoreResultsLoader } from './loaders';
import { INSTITUTION_TYPES, LEVELS, LEVEL_MEANING, type Cycle, type ScoreResult } from './medical';
import { PageFrame } from '../../views/PageFrame';

const COLUMNS: DataTableColumn<ScoreResult>[] = [
  { key: 'institutionName', title: '机构名称' },
  { key: 'institutionCode', title: '医保定点机构编码' },
  { key: 'institutionType', title: '机构类型' },
  { key: 'district', title: '所在地区' },
  { key: 'score', title: '评价得分', align: 'right' },
  { key: 'level', title: '信用等级', render: (row) => `${row.level}级（${LEVEL_MEANING[row.level]}）` },
  { key: 'cycle', title: '评价周期' },
  { key: 'evaluateDate', title: '公布日期', nowrap: true },
];

const FIXED_SELECTS: SelectFilter[] = [
  { name: 'level', label: '信用等级', options: LEVELS.map((value) => ({ value, label: `${value}级（${LEVEL_MEANING[value]}）` })) },
  { name: 'institutionType', label: '机构类型', options: INSTITUTION_TYPES.map((value) => ({ value, label: value })) },
];

/**
 * /medical-insurance-score-result and /medical-insurance/score-result (spec §9 the score results tab): the
 * published credit scores of the designated medical institutions and pharmacies of one evaluation cycle,
 * best score first, with search by name or code, the level and type filters and the counts per level,
 * all kept in the address and read by the route's loader.
 */
export function Component() {
  const [params] = useSearchParams();
  const paging = readPaging(params);
  const level = choiceOf(params, 'level', LEVELS);
  const institutionType = choiceOf(params, 'institutionType', INSTITUTION_TYPES);
  // The cycle the address names stays a choice of the form until the answer lists the published ones.
  const cycle = (params.get('cycle') || undefined) as Cycle | undefined;
  const list = useLoaded(useLoaderData<typeof scoreResultsLoader>());
  const data = list.status === 'ready' ? list.data : undefined;
  const selects: SelectFilter[] = [
    { name: 'cycle', label: '评价周期', options: (data?.cycles ?? (cycle ? [cycle] : [])).map((value) => ({ value, label: value })) },
    ...FIXED_SELECTS,
  ];
  const filtered = Boolean(paging.keyword || level || institutionType);

  return (
    <PageFrame as="section">
      <Text leading="relaxed">
        定点医疗机构和定点零售药店的年度信用评价结果，分A、B、C、D四级，按评价得分从高到低排列。
        {data && `当前显示${data.cycle}评价结果。`}
      </Text>
      {data && <Figures items={LEVELS.map((g) => ({ label: `${g}级机构（家）`, value: data.levelCounts[g] }))} />}
      <FilterForm label="评价结果查询" keywordHint="机构名称或医保定点机构编码" selects={selects} />
      <PagedTable<ScoreResult>
        list={list}
        empty={<EmptyState title={filtered ? '未找到符合条件的机构' : undefined} />}
        caption="定点医药机构信用评价结果"
        captionHidden
        columns={COLUMNS}
        rowKey={(row) => row.id}
      />
    </PageFrame>
  );
}
Component.displayName = 'MedicalScoreResultPage';
