import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, EmptyState, ErrorState, Skeleton, type DataTableColumn } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useResource } from '../../shell/useResource';
import { CreditPlusNav } from './CreditPlusNav';
import { Figures } from './Figures';
import type { Scene } from './scenes';
import * as styles from './creditplus.css';

export interface SceneFacts<Row> {
  figures: { label: string; value: number | string }[];
  /** The newest records of the scene's list. */
  latest: Row[];
}

interface SceneIntroProps<Row> {
  scene: Scene;
  /** How a visitor takes part, step by step. */
  steps: readonly string[];
  load: (signal: AbortSignal) => Promise<SceneFacts<Row>>;
  columns: readonly DataTableColumn<Row>[];
  /** More of the scene below its newest records. */
  children?: ReactNode;
}

/**
 * A scene's introduction (/credit-plus-lib, -bike, -el): what it is and how to take part, its figures
 * and its newest records from the back end, and the way to its whole list.
 */
export function SceneIntro<Row extends { id: string }>({ scene, steps, load, columns, children }: SceneIntroProps<Row>) {
  const facts = useResource(load, scene.key);
  return (
    <section className={styles.page}>
      <PageTitle className={styles.title}>{scene.name}</PageTitle>
      <CreditPlusNav />
      <p className={styles.lead}>{scene.summary}</p>
      <h2 className={styles.sectionTitle}>办理指引</h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h2 className={styles.sectionTitle}>场景数据</h2>
      {facts.status === 'loading' && <Skeleton variant="card" count={1} label={`正在加载${scene.name}数据`} />}
      {facts.status === 'error' && <ErrorState message={facts.message} onRetry={facts.retry} />}
      {facts.status === 'ready' && (
        <>
          <Figures items={facts.data.figures} />
          <h2 className={styles.sectionTitle}>最新{scene.mainTitle}</h2>
          {facts.data.latest.length === 0 ? (
            <EmptyState />
          ) : (
            <DataTable<Row> caption={`最新${scene.mainTitle}`} captionHidden columns={columns} rows={facts.data.latest} rowKey={(row) => row.id} />
          )}
          <p className={styles.actions}>
            <Link className={styles.link} to={scene.main}>
              查看全部{scene.mainTitle}
            </Link>
          </p>
        </>
      )}
      {children}
    </section>
  );
}
