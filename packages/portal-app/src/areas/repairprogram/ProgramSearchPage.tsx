import { Link, useLoaderData } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { EmptyState, Text } from '@credit-portal/ui';
import { useLoaded } from '../../shell/routeData';
import { FilterForm } from '../../views/FilterForm';
import { PagedTable } from '../../views/PagedList';
import { cancelHref, detailHref, KIND_NAMES } from './labels';
import type { searchLoader } from './loaders';
import { ProgramFrame } from './ProgramFrame';
import { StatusText } from './StatusText';
import { CREDIT_CODE_COLUMN } from '../../views/columns';

type Summary = Schemas['RepairRecordSummary'];

/** The records found (null before a keyword of at least 2 characters was given: the loader asked nothing). */
function Results({ found }: { found: Schemas['RepairRecordPage'] | null }) {
  const list = useLoaded(found);
  if (found === null) return <Text leading="relaxed">请输入统一社会信用代码、主体名称或决定文书号（至少2个字）后查询。</Text>;
  return (
    <PagedTable<Summary>
      list={list}
      caption="查询结果"
      rowKey={(row) => `${row.kind}-${row.id}`}
      empty={<EmptyState title="未找到记录" description="请核对统一社会信用代码、名称或文书号后重新查询" />}
      header={(page) => <Text leading="relaxed">共找到 {page.total} 条记录</Text>}
      columns={[
        { key: 'kind', title: '类型', render: (row) => KIND_NAMES[row.kind] },
        { key: 'subjectName', title: '主体名称' },
        CREDIT_CODE_COLUMN,
        { key: 'documentNo', title: '决定文书号/案号', render: (row) => <Link to={detailHref(row.kind, row.id)}>{row.documentNo}</Link> },
        { key: 'organName', title: '决定机关' },
        { key: 'decisionDate', title: '决定日期', nowrap: true },
        { key: 'publicityStatus', title: '公示状态', render: (row) => <StatusText state={row.publicityStatus === '公示中' ? 'open' : 'ended'}>{row.publicityStatus}</StatusText> },
        {
          key: 'action',
          title: '操作',
          render: (row) =>
            row.publicityStatus === '公示中' ? (
              <Link to={cancelHref(row.kind, row.id)} aria-label={`撤销公示 ${row.documentNo}`}>
                撤销公示
              </Link>
            ) : (
              <Link to={detailHref(row.kind, row.id)} aria-label={`查看 ${row.documentNo}`}>
                查看
              </Link>
            ),
        },
      ]}
    />
  );
}

/** /repair-program-single-Search: find a penalty or dishonesty record by credit code, name or decision number. */
export function Component() {
  const { operator, page } = useLoaderData<typeof searchLoader>();
  return (
    <ProgramFrame title="单条查询撤销" operator={operator}>
        <>
          <FilterForm
            label="查询记录"
            keywordHint="统一社会信用代码、主体名称或决定文书号"
            selects={[
              { name: 'kind', label: '记录类型', options: [{ value: 'penalty', label: '行政处罚' }, { value: 'dishonest', label: '失信被执行人' }] },
              { name: 'publicityStatus', label: '公示状态', options: [{ value: '公示中', label: '公示中' }, { value: '已撤销公示', label: '已撤销公示' }] },
            ]}
          />
          <Results found={page} />
        </>
    </ProgramFrame>
  );
}
Component.displayName = 'RepairProgramSearchPage';
