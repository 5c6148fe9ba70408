import { Link } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { ErrorState, Skeleton } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useRouteMeta } from '../../shell/routeMeta';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import { CmsArticle } from '../../views/CmsArticle';
import { Figures } from '../creditplus/Figures';
import { LEVELS, LEVEL_MEANING, MEDICAL_TABS, SCHEME_PARTS, loadColumn, loadScores } from './medical';
import { SchemeNav } from './SchemeNav';
import * as styles from './medical.css';

/** The scheme's introduction: the one article of its first part. */
async function loadIntroduction(signal: AbortSignal) {
  const [first] = (await loadColumn(SCHEME_PARTS[0].classification, 1, signal)).records;
  return first ? unwrap(portal.api.GET('/cms/front/articleinfo/detail/{id}', { params: { path: { id: first.id } }, signal })) : null;
}

/**
 * /medical-insurance-score (spec §9 the scoring tab): the credit evaluation scheme of the designated
 * medical institutions — its introduction in full, its six parts (each a page of its own) and the
 * levels of the newest published cycle, leading to the score results.
 */
export function Component() {
  const meta = useRouteMeta();
  const introduction = useResource(loadIntroduction, 'introduction');
  const scores = useResource((signal) => loadScores({ pageNo: 1, pageSize: 1 }, signal), 'levels');

  return (
    <section className={styles.page}>
      <PageTitle className={styles.title}>{meta?.pageTitle ?? meta?.title}</PageTitle>
      <SchemeNav />
      <section className={styles.section} aria-labelledby="medical-scheme-parts">
        <h2 id="medical-scheme-parts" className={styles.sectionTitle}>
          评价办法
        </h2>
        <ul className={styles.cardGrid}>
          {SCHEME_PARTS.map((part) => (
            <li key={part.href}>
              <Link className={styles.entry} to={part.href}>
                <span className={styles.entryName}>{part.label}</span>
                <span className={styles.entryText}>定点医药机构信用评价{part.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {introduction.status === 'loading' && <Skeleton variant="card" label="正在加载评价说明" />}
      {introduction.status === 'error' && <ErrorState message={introduction.message} onRetry={introduction.retry} />}
      {introduction.status === 'ready' && introduction.data && <CmsArticle headingLevel={2} article={introduction.data} />}
      <section className={styles.section} aria-labelledby="medical-scheme-levels">
        <h2 id="medical-scheme-levels" className={styles.sectionTitle}>
          最新评价结果
        </h2>
        {scores.status === 'loading' && <Skeleton variant="list" count={1} label="正在加载评价结果" />}
        {scores.status === 'error' && <ErrorState message={scores.message} onRetry={scores.retry} />}
        {scores.status === 'ready' && (
          <>
            <p className={styles.lead}>{scores.data.cycle}各信用等级的机构数：</p>
            <Figures items={LEVELS.map((g) => ({ label: `${g}级·${LEVEL_MEANING[g]}（家）`, value: scores.data.levelCounts[g] }))} />
            <p className={styles.muted}>
              <Link className={styles.link} to={MEDICAL_TABS.scoreResult}>
                查看全部评价结果
              </Link>
            </p>
          </>
        )}
      </section>
    </section>
  );
}
Component.displayName = 'MedicalScorePage';
