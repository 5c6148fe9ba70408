import { Link } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { ErrorState, NewsList, Skeleton } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { portal } from '../../shell/portal';
import { useRouteMeta } from '../../shell/routeMeta';
import { useResource } from '../../shell/useResource';
import { lead, page, section, sectionTitle, title } from '../../views/page.css';
import { ECOLOGY_COLUMNS, GRADES, GRADE_NAMES, PENALTY_PATH, articleHref, loadColumn, loadEvaluation } from './ecology';
import * as styles from './ecology.css';

/** How many of each column's newest articles the home shows before 更多. */
const LATEST = 6;

/** The figures the back end offers: the enterprises of each grade and the environment penalties on publicity. */
async function loadFigures(signal: AbortSignal) {
  const [evaluation, penalties] = await Promise.all([
    loadEvaluation({ pageNo: 1, pageSize: 1 }, signal),
    unwrap(portal.api.GET(PENALTY_PATH, { params: { query: { pageNo: 1, pageSize: 1 } }, signal })),
  ]);
  return { grades: evaluation.gradeCounts, penalties: penalties.total };
}

function ColumnNews({ name, heading, moreHref }: { name: string; heading: string; moreHref: string }) {
  const latest = useResource((signal) => loadColumn(name, LATEST, signal), name);
  return (
    <NewsList
      title={heading}
      headingLevel={2}
      moreHref={moreHref}
      loading={latest.status === 'loading'}
      error={latest.status === 'error' ? latest.message : undefined}
      onRetry={latest.retry}
      labels={{ empty: `暂无${heading}` }}
      datePattern="yyyy-MM-dd"
      items={latest.status === 'ready' ? latest.data.records.map((a) => ({ id: a.id, title: a.title, href: articleHref(a.id), time: a.releaseTime })) : []}
    />
  );
}

/** 生态环境信用 (spec §2 /ecology): the sub-site's figures, news, policies and cases at a glance. */
export function Component() {
  const meta = useRouteMeta();
  const figures = useResource(loadFigures, 'figures');
  return (
    <div className={page}>
      <PageTitle className={title}>{meta?.pageTitle ?? meta?.title}</PageTitle>
      <p className={lead}>公示企业环境信用评价结果和生态环境行政处罚信息，发布生态环境领域信用动态、政策法规和典型案例。</p>
      <section className={section} aria-labelledby="ecology-figures-title" aria-busy={figures.status === 'loading' ? true : undefined}>
        <h2 id="ecology-figures-title" className={sectionTitle}>
          信用公示
        </h2>
        {figures.status === 'loading' && <Skeleton variant="card" count={5} label="正在加载公示数据" />}
        {figures.status === 'error' && <ErrorState message={figures.message} onRetry={figures.retry} />}
        {figures.status === 'ready' && (
          <ul className={styles.figures}>
            {GRADES.map((grade) => (
              <li key={grade}>
                <Link className={styles.figure} to={grade === 'A' ? '/ecology-ep-honest' : `/ecology-publicity?grade=${grade}`}>
                  <span className={styles.figureValue}>{figures.data.grades[grade]} 家</span>{' '}
                  <span className={styles.figureName}>
                    {grade}级 {GRADE_NAMES[grade]}
                  </span>
                </Link>
              </li>
            ))}
            <li>
              <Link className={styles.figure} to="/ecology-ep-dishonest">
                <span className={styles.figureValue}>{figures.data.penalties} 条</span>{' '}
                <span className={styles.figureName}>环境行政处罚</span>
              </Link>
            </li>
          </ul>
        )}
      </section>
      <div className={styles.columns}>
        <ColumnNews name={ECOLOGY_COLUMNS.news} heading="信用动态" moreHref="/ecology-news" />
        <ColumnNews name={ECOLOGY_COLUMNS.policy} heading="政策法规" moreHref="/ecology-policy" />
      </div>
      <ColumnNews name={ECOLOGY_COLUMNS.case} heading="典型案例" moreHref="/ecology-case" />
    </div>
  );
}
Component.displayName = 'EcologyHomePage';
