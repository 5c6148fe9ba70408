import { Link, useLoaderData } from 'react-router';
import { DataTable, NewsList, SectionHeading, Skeleton, Text, TextLink } from '@credit-portal/ui';
import { Deferred, useLoaded } from '../../shell/routeData';
import { Figures } from '../../views/Figures';
import type { medicalStatisticLoader } from './loaders';
import { LEVELS, LEVEL_MEANING, MEDICAL_MORE, articleHref, type Level, type ScoreResultPage } from './medical';
import * as styles from './medical.css';
import { PageSection } from '../../views/PageSection';
import { PageFrame } from '../../views/PageFrame';

type Row = { institutionType: string; total: number } & Record<Level, number>;

const total = (counts: Record<Level, number>) => LEVELS.reduce((sum, level) => sum + counts[level], 0);

/** The counts of one cycle as a chart (a bar per level) and a table (level by institution type). */
function LevelStatistics({ data }: { data: ScoreResultPage }) {
  const all = total(data.levelCounts);
  const rows: Row[] = [
    ...data.typeCounts.map((t) => ({ institutionType: t.institutionType, total: total(t.levelCounts), ...t.levelCounts })),
    { institutionType: '合计', total: all, ...data.levelCounts },
  ];
  return (
    <>
      <Figures
        items={[
          { label: '参评机构（家）', value: all },
          ...data.typeCounts.map((t) => ({ label: `${t.institutionType}（家）`, value: total(t.levelCounts) })),
        ]}
      />
      <SectionHeading level={3}>信用等级分布</SectionHeading>
      <ul className={styles.bars}>
        {LEVELS.map((level) => {
          const count = data.levelCounts[level];
          const share = all > 0 ? Math.round((count / all) * 1000) / 10 : 0;
          return (
            <li key={level} className={styles.bar}>
              <span>{`${level}级（${LEVEL_MEANING[level]}）`}</span>
              {/* SVG geometry, not a style attribute: the server-rendered page keeps a strict CSP. */}
              <svg className={styles.barTrack} aria-hidden="true" focusable="false">
                <rect className={styles.barFill} width={`${share}%`} height="100%" />
              </svg>
              <span className={styles.barValue}>{`${count}家，${share}%`}</span>
            </li>
          );
        })}
      </ul>
      <DataTable<Row>
        caption={`${data.cycle}信用等级分布（家）`}
        columns={[
          { key: 'institutionType', title: '机构类型' },
          ...LEVELS.map((level) => ({ key: level, title: `${level}级`, align: 'right' as const })),
          { key: 'total', title: '合计', align: 'right' },
        ]}
        rows={rows}
        rowKey={(row) => row.institutionType}
      />
    </>
  );
}

/**
 * /medical-insurance-statistic (spec §9 the statistics tab): what the back end counts of the published
 * score results — institutions per level and type in one evaluation cycle, as a chart and a table — and
 * the newest monthly bulletins of the medical-insurance fund, all of them at /medical-insurance/statistic.
 * The route's loader reads the counts of the cycle the address names; the bulletins stream in.
 */
export function Component() {
  const { scores: loaded, bulletins } = useLoaderData<typeof medicalStatisticLoader>();
  // Another cycle chosen: its counts load while the page stays.
  const scores = useLoaded(loaded);

  return (
    <PageFrame as="section">
      <PageSection id="medical-score-statistics" title="定点医药机构信用评价统计">
        {scores.status === 'loading' && <Skeleton variant="card" label="正在加载统计" />}
        {scores.status === 'ready' && (
          <>
            <nav aria-label="评价周期" className={styles.linkTabs}>
              <ul>
                {scores.data.cycles.map((c) => (
                  <li key={c}>
                    <Link to={`?cycle=${encodeURIComponent(c)}`} aria-current={c === scores.data.cycle ? 'page' : undefined}>
                      {c}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <LevelStatistics data={scores.data} />
            <Text tone="muted" size="sm">
              <TextLink standalone href={`${MEDICAL_MORE.scoreResult}?cycle=${encodeURIComponent(scores.data.cycle)}`}>
                查看{scores.data.cycle}全部评价结果
              </TextLink>
            </Text>
          </>
        )}
      </PageSection>
      <Deferred resolve={bulletins} loading={{ variant: 'list', count: 5 }}>
        {(loadedBulletins) => (
          <NewsList
            title="医保基金运行情况"
            headingLevel={2}
            moreHref={MEDICAL_MORE.statistic}
            items={loadedBulletins.records.map((a) => ({ id: a.id, title: a.title, href: articleHref(a.id), time: a.releaseTime }))}
          />
        )}
      </Deferred>
    </PageFrame>
  );
}
Component.displayName = 'MedicalStatisticPage';
