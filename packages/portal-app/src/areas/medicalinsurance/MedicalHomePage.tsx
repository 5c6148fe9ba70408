import { Link } from 'react-router';
import { DataTable, ErrorState, NewsList, Skeleton } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useResource } from '../../shell/useResource';
import { Figures } from '../creditplus/Figures';
import {
  LEVELS,
  LEVEL_MEANING,
  MEDICAL_COLUMNS,
  MEDICAL_MORE,
  MEDICAL_TABS,
  SCHEME_PARTS,
  articleHref,
  loadColumn,
  loadScores,
  type ScoreResult,
} from './medical';
import * as styles from './medical.css';

/** A block of the home: the newest articles of one column, with 更多 leading to the whole column. */
function ColumnBlock({ title, classification, moreHref, count }: { title: string; classification: string; moreHref: string; count: number }) {
  const list = useResource((signal) => loadColumn(classification, count, signal), classification);
  return (
    <NewsList
      title={title}
      headingLevel={2}
      moreHref={moreHref}
      loading={list.status === 'loading'}
      error={list.status === 'error' ? list.message : undefined}
      onRetry={list.status === 'error' ? list.retry : undefined}
      items={list.status === 'ready' ? list.data.records.map((a) => ({ id: a.id, title: a.title, href: articleHref(a.id), time: a.releaseTime })) : []}
    />
  );
}

/** The newest cycle's best scores and the counts per level, with 更多 leading to all results. */
function LatestScores() {
  const scores = useResource((signal) => loadScores({ pageNo: 1, pageSize: 8 }, signal), 'latest');
  return (
    <section className={styles.section} aria-labelledby="medical-home-scores">
      <div className={styles.blockHead}>
        <h2 id="medical-home-scores" className={styles.sectionTitle}>
          最新评价结果
        </h2>
        <Link className={styles.moreLink} to={MEDICAL_MORE.scoreResult} aria-label="更多评价结果">
          更多
        </Link>
      </div>
      {scores.status === 'loading' && <Skeleton variant="list" count={4} label="正在加载评价结果" />}
      {scores.status === 'error' && <ErrorState message={scores.message} onRetry={scores.retry} />}
      {scores.status === 'ready' && (
        <>
          <Figures items={LEVELS.map((g) => ({ label: `${g}级·${LEVEL_MEANING[g]}（家）`, value: scores.data.levelCounts[g] }))} />
          <DataTable<ScoreResult>
            caption={`${scores.data.cycle}定点医药机构信用评价结果（得分前${scores.data.records.length}名）`}
            columns={[
              { key: 'institutionName', title: '机构名称' },
              { key: 'institutionType', title: '机构类型' },
              { key: 'score', title: '评价得分', align: 'right' },
              { key: 'level', title: '信用等级', render: (row) => `${row.level}级` },
            ]}
            rows={scores.data.records}
            rowKey={(row) => row.id}
          />
        </>
      )}
    </section>
  );
}

/**
 * /medical-insurance (spec §2 'Sub-sites', Medical insurance): the sub-site's home — news with the picture
 * news, policies, the fund's statistics, supervision measures and cases, the scoring scheme and the
 * latest score results at a glance, each block leading to its whole list.
 */
export function Component() {
  return (
    <div className={styles.page}>
      <PageTitle className={styles.title}>医保信用</PageTitle>
      <div className={styles.blocks}>
        <ColumnBlock title="医保动态" classification={MEDICAL_COLUMNS.news} moreHref={MEDICAL_MORE.news} count={7} />
        <ColumnBlock title="图片新闻" classification={MEDICAL_COLUMNS.imageNews} moreHref={MEDICAL_MORE.imageNews} count={7} />
        <ColumnBlock title="医保政策" classification={MEDICAL_COLUMNS.policy} moreHref={MEDICAL_MORE.policy} count={7} />
        <ColumnBlock title="医保统计" classification={MEDICAL_COLUMNS.statistic} moreHref={MEDICAL_MORE.statistic} count={7} />
        <ColumnBlock title="监管措施" classification={MEDICAL_COLUMNS.measure} moreHref={MEDICAL_MORE.measure} count={5} />
        <ColumnBlock title="典型案例" classification={MEDICAL_COLUMNS.case} moreHref={MEDICAL_MORE.case} count={5} />
      </div>
      <section className={styles.section} aria-labelledby="medical-home-scheme">
        <div className={styles.blockHead}>
          <h2 id="medical-home-scheme" className={styles.sectionTitle}>
            信用评价办法
          </h2>
          <Link className={styles.moreLink} to={MEDICAL_TABS.score} aria-label="更多信用评价办法">
            更多
          </Link>
        </div>
        <ul className={styles.cardGrid}>
          {SCHEME_PARTS.map((part) => (
            <li key={part.href}>
              <Link className={styles.entry} to={part.href}>
                <span className={styles.entryName}>{part.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <LatestScores />
    </div>
  );
}
Component.displayName = 'MedicalHomePage';
