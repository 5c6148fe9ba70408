import { Link, useSearchParams } from 'react-router';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import { EmptyState, ErrorState, Skeleton } from '@credit-portal/ui';
import { PAGE_SIZES } from '../../shell/paging';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import { PagedTable, pageIn } from '../../views/PagedList';
import type { PanelProps } from '../../views/userPanel';
import * as userStyles from '../../views/UserCentrePage.css';
import * as styles from '../../views/declarations.css';
import { LoadFailure } from '../../views/LoginNotice';
import { op, schemeOfUserType, type Scheme } from './scheme';

type HistoryRow = Schemas['MyPoints']['history']['records'][number];

const PAGE = 'pointsPage';
const SIZE = 'pointsSize';

const HISTORY_COLUMNS = [
  { key: 'declareNo', title: '受理编号' },
  { key: 'category', title: '指标类别' },
  { key: 'reason', title: '积分事由' },
  {
    key: 'points',
    title: '积分',
    align: 'right' as const,
    render: (row: HistoryRow) => `+${row.points}`,
  },
  { key: 'time', title: '审核通过时间' },
];

/** 我的信用积分 (user centre): the account's points of its scheme, its level and where they came from. */
export function MyPointsPanel({ session }: PanelProps) {
  return (
    <section className={userStyles.panelSection} aria-labelledby="my-points-title">
      <h2 id="my-points-title" className={userStyles.panelTitle}>
        我的信用积分
      </h2>
      {session.status === 'loading' && <Skeleton variant="list" count={4} label="正在加载信用积分" />}
      {session.status === 'error' && <ErrorState message={session.message} onRetry={session.retry} />}
      {session.status === 'ready' && <PointsOf scheme={schemeOfUserType(session.data.userType)} />}
    </section>
  );
}

function PointsOf({ scheme }: { scheme: Scheme }) {
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number.parseInt(params.get(PAGE) ?? '', 10) || 1);
  const sizeParam = Number.parseInt(params.get(SIZE) ?? '', 10);
  const pageSize = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : 15;
  const points = useResource(
    (signal) =>
      unwrap(
        portal.api.GET(op(scheme, 'mynaturepointquery'), {
          params: { query: { pageNo, pageSize } },
          signal,
        })
      ),
    JSON.stringify([scheme.kind, pageNo, pageSize])
  );
  if (points.status === 'loading') return <Skeleton variant="list" count={4} label="正在加载信用积分" />;
  if (points.status === 'error')
    return <LoadFailure message={points.message} onRetry={points.retry} who={`${scheme.subjectWord}（${scheme.title}）`} />;
  const data = points.data;
  const declarePath = scheme.kind === 'enterprise' ? '/declare-Legal' : '/declare-person';
  return (
    <>
      <dl className={styles.figures} aria-label={`${data.subjectName}的信用积分`}>
        <div className={styles.figure}>
          <dt>信用积分</dt>
          <dd>{data.totalPoints}</dd>
        </div>
        <div className={styles.figure}>
          <dt>诚信等级</dt>
          <dd>{data.level}</dd>
        </div>
        <div className={styles.figure}>
          <dt>申报次数</dt>
          <dd>{data.declarationCount}</dd>
        </div>
        <div className={styles.figure}>
          <dt>审核通过</dt>
          <dd>{data.approvedCount}</dd>
        </div>
      </dl>
      <p className={styles.intro}>
        诚信等级：60分以下为A级，60分及以上为AA级，150分及以上为AAA级。申报新的积分事项请前往
        <Link className={styles.actionLink} to={declarePath}>
          {scheme.title}
        </Link>
        。
      </p>
      <h3 className={styles.receiptTitle}>积分明细</h3>
      <PagedTable<HistoryRow>
        list={pageIn(points, (loaded) => loaded.history)}
        empty={<EmptyState title="暂无积分记录" description="积分申报审核通过后，积分将计入此处。" />}
        caption="积分明细"
        captionHidden
        columns={HISTORY_COLUMNS}
        rowKey={(row) => row.declarationId}
        pagerLabels={{ nav: '积分明细分页' }}
        onPageChange={(page, size) => {
          const next = new URLSearchParams(params);
          if (page === 1) next.delete(PAGE);
          else next.set(PAGE, String(page));
          if (size === 15) next.delete(SIZE);
          else next.set(SIZE, String(size));
          setParams(next);
        }}
      />
    </>
  );
}
