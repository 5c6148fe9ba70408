import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { Card, EmptyState, Text, TextLink } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { readPaging, writePaging } from '../../shell/paging';
import { useLoaded } from '../../shell/routeData';
import { useRouteMeta } from '../../shell/routeMeta';
import { PagedTable } from '../../views/PagedList';
import { linkTabs } from '../../views/page.css';
import { EVALUATION_COLUMNS, GRADES, GRADE_NAMES, gradeLabel, gradeOf, type Grade } from './ecology';
import type { evaluationResultsLoader } from './loaders';
import { KeywordSearch } from '../../views/KeywordSearch';

type Row = Schemas['SubjectGrade'];

/**
 * 企业环境信用评价结果 (spec §2 /ecology-publicity): the enterprises of the 生态环境 industry with the grade the
 * environment bureau gave them, one grade at a time (the tabs count each grade under the same keyword);
 * the keyword, grade and page are the address's, read by the route's loader.
 */
export function Component() {
  const meta = useRouteMeta();
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);
  const grade = gradeOf(params);
  const [draft, setDraft] = useState(paging.keyword);

  const list = useLoaded(useLoaderData<typeof evaluationResultsLoader>());
  const counts = list.status === 'ready' ? list.data.gradeCounts : undefined;
  const all = counts ? GRADES.reduce((sum, g) => sum + counts[g], 0) : undefined;

  // A grade tab keeps the keyword and starts at the first page.
  const tabHref = (next?: Grade) => {
    const query = writePaging(params, { pageNo: 1 });
    if (next) query.set('grade', next);
    else query.delete('grade');
    const text = query.toString();
    return text ? `?${text}` : '?';
  };
  const count = (n: number | undefined) => (n === undefined ? '' : `（${n}）`);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(writePaging(params, { keyword: draft.trim(), pageNo: 1 }));
  };

  const columns = EVALUATION_COLUMNS.map((column) => (column.key === 'grade' ? { ...column, render: (row: Row) => gradeLabel(row.grade) } : column));

  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>{meta?.pageTitle ?? meta?.title}</PageTitle>
      <Text leading="relaxed">
        企业环境信用评价由市生态环境局每年组织一次，评价结果分为 A 级（环保诚信企业）、B 级（环保良好企业）、C 级（环保警示企业）和 D 级（环保不良企业）。
      </Text>
      <nav aria-label="评价等级" className={linkTabs}>
        <ul>
          <li>
            <Link to={tabHref()} aria-current={grade ? undefined : 'page'}>
              全部{count(all)}
            </Link>
          </li>
          {GRADES.map((g) => (
            <li key={g}>
              <Link to={tabHref(g)} aria-current={grade === g ? 'page' : undefined}>
                {g}级 {GRADE_NAMES[g]}
                {count(counts?.[g])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <KeywordSearch label="评价结果查询" onSubmit={search} name="keyword" keep={['grade']} value={draft} onChange={setDraft} placeholder="企业名称或统一社会信用代码" />
      <PagedTable<Row>
        list={list}
        empty={<EmptyState title={paging.keyword ? `未找到与“${paging.keyword}”相关的评价结果` : '暂无评价结果'} />}
        caption={grade ? `${GRADE_NAMES[grade]}评价结果` : '企业环境信用评价结果'}
        captionHidden
        columns={columns}
        rowKey={(row) => row.id}
      />
      <TextLink standalone href="/ecology-publicity-all">
        查看全部评价结果
      </TextLink>
    </Card>
  );
}
Component.displayName = 'EvaluationResultsPage';
