import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { EmptyState, Field, Select } from '@credit-portal/ui';
import { readPaging, writePaging } from '../../shell/paging';
import { useLoaded } from '../../shell/routeData';
import { PagedTable } from '../../views/PagedList';
import { SectionNav } from '../../views/SectionNav';
import { linkTabs } from '../../views/page.css';
import { COMMITMENT_SECTIONS, SCENARIOS, scenarioOf, type TemplateSummary } from './commitment';
import type { templateCatalogLoader } from './loaders';
import * as styles from './commitment.css';
import { KeywordSearch } from '../../views/KeywordSearch';
import { PageFrame } from '../../views/PageFrame';

const COLUMNS = [
  {
    key: 'title',
    title: '承诺书名称',
    render: (row: TemplateSummary) => (
      <Link className={styles.rowLink} to={`/promise-online-detail?id=${encodeURIComponent(row.id)}`}>
        {row.title}
      </Link>
    ),
  },
  { key: 'scenario', title: '适用场景' },
  { key: 'organ', title: '发布单位' },
  { key: 'updateTime', title: '更新时间', render: (row: TemplateSummary) => row.updateTime.slice(0, 10) },
  {
    key: 'actions',
    title: '操作',
    render: (row: TemplateSummary) => (
      <Link className={styles.rowLink} to={`/promise-online?templateId=${encodeURIComponent(row.id)}`} aria-label={`在线承诺：${row.title}`}>
        在线承诺
      </Link>
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
      <Field label="适用场景" className={styles.filterNarrow}>
        <Select value={scenario} placeholder="全部" options={SCENARIOS.map((s) => ({ value: s.name, label: s.name }))} onChange={(value) => setParams(withScenario(value))} />
      </Field>
    );

  return (
    <PageFrame styles={styles}>
      <SectionNav label="信用承诺栏目" sections={COMMITMENT_SECTIONS} />
      {byScenario ? (
        <>
          <p className={styles.lead}>按适用场景查看可在线签署的信用承诺书，点击承诺书名称阅读承诺内容，点击“在线承诺”签署。</p>
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
            <section className={styles.section} aria-labelledby="scenario-name">
              <h2 id="scenario-name" className={styles.scenarioName}>
                {chosen.name}
              </h2>
              <p className={styles.scenarioText}>{chosen.description}</p>
            </section>
          )}
        </>
      ) : (
        <p className={styles.lead}>
          本市实行信用承诺的事项及其承诺书模板。申请人可按<Link to="/promise-application-scenarios">应用场景</Link>查找，阅读承诺内容后在线签署。
        </p>
      )}
      <KeywordSearch label="承诺书查询" className={styles.filters} onSubmit={search} fieldLabel="承诺书名称" fieldClassName={styles.filterWide} value={keyword} onChange={setKeyword} placeholder="输入承诺书名称中的字词" before={scenarioFilter} />
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
