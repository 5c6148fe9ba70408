import type { ReactNode } from 'react';
import { Card, DataTable, EmptyState, Inline, SectionHeading, Text, TextLink, TextList, type DataTableColumn } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { Deferred } from '../../shell/routeData';
import { CreditPlusNav } from './CreditPlusNav';
import { Figures } from '../../views/Figures';
import type { Scene } from './scenes';

export interface SceneFacts<Row> {
  figures: { label: string; value: number | string }[];
  /** The newest records of the scene's list. */
  latest: Row[];
}

interface SceneIntroProps<Row> {
  scene: Scene;
  /** How a visitor takes part, step by step. */
  steps: readonly string[];
  /** The figures and newest records the route's loader started; they stream in below the introduction. */
  facts: Promise<SceneFacts<Row>>;
  columns: readonly DataTableColumn<Row>[];
  /** More of the scene below its newest records. */
  children?: ReactNode;
}

/**
 * A scene's introduction (/credit-plus-lib, -bike, -el): what it is and how to take part, its figures
 * and its newest records from the back end (a part of the page with its own loading and error states),
 * and the way to its whole list.
 */
export function SceneIntro<Row extends { id: string }>({ scene, steps, facts, columns, children }: SceneIntroProps<Row>) {
  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>{scene.name}</PageTitle>
      <CreditPlusNav />
      <Text leading="relaxed">{scene.summary}</Text>
      <SectionHeading>办理指引</SectionHeading>
      <TextList numbered leading="relaxed">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </TextList>
      <SectionHeading>场景数据</SectionHeading>
      <Deferred resolve={facts} loading={{ variant: 'card', count: 1, label: `正在加载${scene.name}数据` }}>
        {(data) => (
          <>
            <Figures items={data.figures} />
            <SectionHeading>最新{scene.mainTitle}</SectionHeading>
            {data.latest.length === 0 ? (
              <EmptyState />
            ) : (
              <DataTable<Row> caption={`最新${scene.mainTitle}`} captionHidden columns={columns} rows={data.latest} rowKey={(row) => row.id} />
            )}
            <Inline as="p" space="md">
              <TextLink href={scene.main}>
                查看全部{scene.mainTitle}
              </TextLink>
            </Inline>
          </>
        )}
      </Deferred>
      {children}
    </Card>
  );
}
