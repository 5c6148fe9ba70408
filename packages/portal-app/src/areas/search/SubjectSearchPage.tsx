import { Link, useSearchParams } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { EmptyState } from '@credit-portal/ui';
import { useRouteMeta } from '../../shell/routeMeta';
import { PageTitle } from '../../shell/PageTitle';
import { Highlighted } from '../../shell/Highlighted';
import { readPaging } from '../../shell/paging';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import { PagedList } from '../../views/PagedList';
import * as styles from './SearchPage.css';

/**
 * /code-publicity (信用信息, search type 0) and /code-publicity-resource (统一社会信用代码, type 1):
 * the subjects that match, each leading to its credit archive.
 */
function SubjectSearch({ type }: { type: 0 | 1 }) {
  const meta = useRouteMeta();
  const [params] = useSearchParams();
  const paging = readPaging(params);

  const result = useResource(
    (signal) =>
      paging.keyword.length < 2
        ? Promise.resolve(null)
        : unwrap(
            portal.api.GET('/cmpinternetportalfront/archives/search/getEsSearchDataPage', {
              params: { query: { keyword: paging.keyword, type, pageNo: paging.pageNo, pageSize: paging.pageSize } },
              signal,
            }),
          ),
    JSON.stringify([paging.keyword, type, paging.pageNo, paging.pageSize]),
  );

  return (
    <section className={styles.page}>
      <PageTitle id="search-title" className={styles.title}>
        {meta?.title}
      </PageTitle>
      {paging.keyword.length < 2 ? (
        <EmptyState title="请输入至少两个字的关键词" description="可以用页面上方的搜索框按企业名称、法定代表人或统一社会信用代码查询。" />
      ) : (
        <p className={styles.summary} aria-live="polite">
          “{paging.keyword}”的查询结果{result.status === 'ready' && result.data ? `：共 ${result.data.total} 条` : ''}
        </p>
      )}
      <PagedList list={result} loadingLabel="正在查询" empty={<EmptyState title="未查询到相关主体" description="请检查关键词，或尝试输入完整的企业名称、统一社会信用代码。" />}>
        {(records) => (
          <ol className={styles.results}>
            {records.map((subject) => (
              <li key={subject.id} className={styles.result}>
                <h2 className={styles.resultTitle}>
                  <Link to={`/enterprise-detail?creditCode=${encodeURIComponent(subject.creditCode)}`}>
                    <Highlighted html={subject.nameHighlight} />
                  </Link>
                </h2>
                <dl className={styles.facts}>
                  <div>
                    <dt>统一社会信用代码</dt>
                    <dd>{subject.creditCode}</dd>
                  </div>
                  <div>
                    <dt>{subject.kind === 'socialOrganisation' ? '负责人' : '法定代表人'}</dt>
                    <dd>{subject.legalPerson}</dd>
                  </div>
                  <div>
                    <dt>成立日期</dt>
                    <dd>{subject.establishedDate}</dd>
                  </div>
                  <div>
                    <dt>登记状态</dt>
                    <dd>{subject.status}</dd>
                  </div>
                  <div>
                    <dt>主体类型</dt>
                    <dd>{subject.kindName}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ol>
        )}
      </PagedList>
    </section>
  );
}
SubjectSearch.displayName = 'SubjectSearch';

export const CreditInformationSearchPage = () => <SubjectSearch type={0} />;
export const CreditCodeSearchPage = () => <SubjectSearch type={1} />;
