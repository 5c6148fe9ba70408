import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { atoms, EmptyState, Field, Heading, Select, Stack, Text, TextLink } from '@credit-portal/ui';
import { readPaging, writePaging } from '../../shell/paging';
import { useLoaded } from '../../shell/routeData';
import { PagedTable } from '../../views/PagedList';
import { SectionNav } from '../../views/SectionNav';
import { linkTabs } from '../../views/page.css';
import { COMMITMENT_SECTIONS, SCENARIOS, scenarioOf, type TemplateSummary } from './commitment';
import type { templateCatalogLoader } from './loaders';
import { KeywordSearch } from '../../views/KeywordSearch';
import { PageFrame } from '../../views/PageFrame';

const COLUMNS = [
  {
    key: 'title',
    title: '承诺书名称',
    render: (row: TemplateSummary) => (
      <TextLink href={`/promise-online-detail?id=${encodeURIComponent(row.id)}`}>
        {row.title}
      </TextLink>
    ),
  },
  { key: 'scenario', title: '适用场景' },
  { key: 'organ', title: '发布单位' },
  { key: 'updateTime', title: '更新时间', nowrap: true, render: (row: TemplateSummary) => row.updateTime.slice(0, 10) },
  {
    key: 'actions',
    title: '操作',
    render: (row: TemplateSummary) => (
      <TextLink href={`/promise-online?templateId=${encodeURIComponent(row.id)}`} aria-label={`在线承诺：${row.title}`}>
        在线承诺
      </TextLink>
    ),
  },
];

/**
 * The commitment catalogue (/credit-commitment-index: every template, filtered by scenario and
 * title) and its application scenarios (/promise-application-scenarios: one scenario at a time, with
 * what it means). Both list the back end's templates (onlinecommitment/page).
 */
function TemplateCatalog({ byScenario }: { byScenario: boolean }) {
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);
  const scenario = scenarioOf(params, byScenario);
  const [keyword, setKeyword] = useState(paging.keyword);

  const list = useLoaded(useLoaderData<ReturnType<typeof templateCatalogLoader>>());

  const withScenario = (value: string) => {
    const next = writePaging(params, { pageNo: 1 });
    if (value) next.set('scenario', value);
    else next.delete('scenario');
    return next;
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(writePaging(params, { keyword: keyword.trim(), pageNo: 1 }));
  };
  const chosen = SCENARIOS.find((s) => s.name === scenario);

  const scenarioFilter =
    !byScenario && (
      <Field label="适用场景" className={atoms({ flex: 'content' })}>
        <Select name="scenario" value={scenario} placeholder="全部" options={SCENARIOS.map((s) => ({ value: s.name, label: s.name }))} onValueChange={(value) => setParams(withScenario(value))} />
      </Field>
    );

  return (
    <PageFrame>
      <SectionNav label="信用承诺栏目" sections={COMMITMENT_SECTIONS} />
      {byScenario ? (
        <>
          <Text tone="muted" leading="body">按适用场景查看可在线签署的信用承诺书，点击承诺书名称阅读承诺内容，点击“在线承诺”签署。</Text>
          <nav aria-label="适用场景" className={linkTabs}>
            <ul>
              {SCENARIOS.map((s) => (
                <li key={s.name}>
                  <Link to={{ search: withScenario(s.name).toString() }} aria-current={s.name === scenario ? 'page' : undefined}>
                    {s.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {chosen && (
            <Stack as="section" space="md" aria-labelledby="scenario-name">
              <Heading level={2} size="md" tone="brand" id="scenario-name">
                {chosen.name}
              </Heading>
              <Text tone="muted" size="sm" leading="body">{chosen.description}</Text>
            </Stack>
          )}
        </>
      ) : (
        <Text tone="muted" leading="body">
          本市实行信用承诺的事项及其承诺书模板。申请人可按<Link to="/promise-application-scenarios">应用场景</Link>查找，阅读承诺内容后在线签署。
        </Text>
      )}
      <KeywordSearch label="承诺书查询" onSubmit={search} fieldLabel="承诺书名称" name="keyword" keep={byScenario ? ['scenario'] : []} value={keyword} onChange={setKeyword} placeholder="输入承诺书名称中的字词" before={scenarioFilter} />
      <PagedTable<TemplateSummary>
        list={list}
        empty={<EmptyState title={paging.keyword ? `未找到与“${paging.keyword}”相关的承诺书` : '暂无承诺书模板'} />}
        caption={chosen ? `${chosen.name}承诺书` : '承诺书目录'}
        captionHidden
        columns={byScenario ? COLUMNS.filter((c) => c.key !== 'scenario') : COLUMNS}
        rowKey={(row) => row.id}
        labels={{ loading: '正在加载承诺书目录' }}
      />
    </PageFrame>
  );
}
TemplateCatalog.displayName = 'TemplateCatalog';

export const CommitmentIndexPage = () => <TemplateCatalog byScenario={false} />;
export const ApplicationScenariosPage = () => <TemplateCatalog byScenario={true} />;
