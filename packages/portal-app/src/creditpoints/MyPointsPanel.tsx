import { useRevalidator } from 'react-router';
import { catalogueMessage, type Schemas } from '@credit-portal/api-client';
import { EmptyState, Figures, Heading, Text, TextLink } from '@credit-portal/ui';
import { PagedTable, pageIn } from '../views/PagedList';
import { LoadFailure } from '../views/LoginNotice';
import { POINTS_ADDRESS, type MyPointsData } from './myPoints';
import type { Scheme } from './scheme';
import { useLoaded } from '../shell/routeData';
import { PageSection } from '../views/PageSection';

type MyPoints = Schemas['MyPoints'];
type HistoryRow = MyPoints['history']['records'][number];

/** The history's own parameters: a change of one of them reloads it (its loading state), nothing else does. */
const OWN_PARAMETERS = [POINTS_ADDRESS.page, POINTS_ADDRESS.size];

const HISTORY_COLUMNS = [
  { key: 'declareNo', title: '受理编号', nowrap: true },
  { key: 'category', title: '指标类别' },
  { key: 'reason', title: '积分事由' },
  {
    key: 'points',
    title: '积分',
    align: 'right' as const,
    render: (row: HistoryRow) => `+${row.points}`,
  },
  { key: 'time', title: '审核通过时间', nowrap: true },
];

/**
 * 我的信用积分 (user centre): the account's points of its scheme, its level and where they came from,
 * as the user centre's loader read them (myPointsOf).
 */
export function MyPointsPanel({ data }: { data: MyPointsData }) {
  return (
    <PageSection id="my-points-title" title="我的信用积分" panel>
      <PointsOf data={data} />
    </PageSection>
  );
}

function PointsOf({ data: { scheme, points } }: { data: MyPointsData }) {
  const revalidator = useRevalidator();
  if (points === 'forbidden') {
    return (
      <LoadFailure
        message={catalogueMessage('forbidden')}
        onRetry={() => void revalidator.revalidate()}
        who={`${scheme.subjectWord}（${scheme.title}）`}
      />
    );
  }
  return <Points scheme={scheme} data={points} />;
}

function Points({ scheme, data }: { scheme: Scheme; data: MyPoints }) {
  const points = useLoaded(data, OWN_PARAMETERS);
  const declarePath = scheme.kind === 'enterprise' ? '/declare-Legal' : '/declare-person';
  return (
    <>
      <Figures
        look="soft"
        aria-label={`${data.subjectName}的信用积分`}
        items={[
          { label: '信用积分', value: data.totalPoints },
          { label: '诚信等级', value: data.level },
          { label: '申报次数', value: data.declarationCount },
          { label: '审核通过', value: data.approvedCount },
        ]}
      />
      <Text tone="muted" leading="relaxed">
        诚信等级：60分以下为A级，60分及以上为AA级，150分及以上为AAA级。申报新的积分事项请前往
        <TextLink href={declarePath}>
          {scheme.title}
        </TextLink>
        。
      </Text>
      <Heading level={3}>积分明细</Heading>
      <PagedTable<HistoryRow>
        list={pageIn(points, (loaded) => loaded.history)}
        empty={<EmptyState title="暂无积分记录" description="积分申报审核通过后，积分将计入此处。" />}
        caption="积分明细"
        captionHidden
        layout="stack"
        columns={HISTORY_COLUMNS}
        rowKey={(row) => row.declarationId}
        pagerLabels={{ nav: '积分明细分页' }}
        pageNames={POINTS_ADDRESS}
      />
    </>
  );
}
