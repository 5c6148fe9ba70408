import { useLoaderData, useSearchParams } from 'react-router';
import { Card, EmptyState, SectionHeading, Text, TextLink, type DataTableColumn } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { readPaging } from '../../shell/paging';
import { useLoaded } from '../../shell/routeData';
import { FilterForm } from '../../views/FilterForm';
import { PagedTable } from '../../views/PagedList';
import { Figures } from '../../views/Figures';
import type { shoeEnterprisesLoader } from './loaders';
import { ShoeCityFeedbackForm } from './ShoeCityFeedbackForm';
import { GRADES, choiceOf, enterpriseHref, type SubjectGrade } from './scenes';
import { ShoeCityNav } from './ShoeCityNav';
import { CREDIT_CODE_COLUMN } from '../../views/columns';

const SELECTS = [{ name: 'grade', label: '信用等级', options: GRADES.map((value) => ({ value, label: `${value}级` })) }];

const COLUMNS: DataTableColumn<SubjectGrade>[] = [
  {
    key: 'enterpriseName',
    title: '企业名称',
    render: (row) => <TextLink href={enterpriseHref(row.creditCode)}>{row.enterpriseName}</TextLink>,
  },
  CREDIT_CODE_COLUMN,
  { key: 'grade', title: '信用等级', render: (row) => `${row.grade}级` },
  { key: 'score', title: '评价得分', align: 'right' },
  { key: 'evaluateDate', title: '评价日期', nowrap: true },
  { key: 'organ', title: '评价单位' },
];

/**
 * /credit-shoes-info (spec §2 'Credit-shoe city'): the credit information of the shoe trade the back end
 * offers, its enterprises' grades in the annual evaluation (the page the route's loader read), best score
 * first, each leading to the enterprise's credit archive; and the form for a complaint or suggestion to
 * the credit-shoe city.
 */
export function Component() {
  const [params] = useSearchParams();
  const paging = readPaging(params);
  const grade = choiceOf(params, 'grade', GRADES);
  const { list: loaded, viewer } = useLoaderData<typeof shoeEnterprisesLoader>();
  const list = useLoaded(loaded);
  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>鞋企信用信息</PageTitle>
      <ShoeCityNav />
      <Text leading="relaxed">
        鞋服制造企业上年度信用评价结果，分A、B、C、D四级，按评价得分从高到低排列；点击企业名称查看其信用档案。
      </Text>
      {list.status === 'ready' && (
        <Figures items={GRADES.map((g) => ({ label: `${g}级企业（家）`, value: list.data.gradeCounts[g] ?? 0 }))} />
      )}
      <FilterForm label="鞋企信用信息查询" keywordHint="企业名称或统一社会信用代码" selects={SELECTS} />
      <PagedTable<SubjectGrade>
        list={list}
        empty={<EmptyState title={paging.keyword || grade ? '未找到符合条件的企业' : undefined} />}
        caption="鞋企信用等级"
        captionHidden
        columns={COLUMNS}
        rowKey={(row) => row.id}
      />
      <SectionHeading>投诉建议</SectionHeading>
      <ShoeCityFeedbackForm viewer={viewer} />
    </Card>
  );
}
Component.displayName = 'ShoeEnterprisesPage';
