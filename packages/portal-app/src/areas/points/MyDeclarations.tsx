import { useEffect, useRef } from 'react';

import { unwrap, type Schemas } from '@credit-portal/api-client';
import { Button, EmptyState, ErrorState, Skeleton } from '@credit-portal/ui';

import { portal } from '../../shell/portal';
import { useShell } from '../../shell/ShellContext';
import { useResource } from '../../shell/useResource';
import { PagedTable } from '../../views/PagedList';
import { StatusFilter, useStatusFilteredList } from '../../views/StatusFilteredList';
import * as styles from '../../views/declarations.css';
import { LoadFailure, LoginNotice } from '../../views/LoginNotice';
import { op, type Scheme } from './scheme';

type Declaration = Schemas['Declaration'];
const STATUSES = ['已提交', '审核中', '已通过', '未通过'] as const;

// This list's state in the address, apart from the target list's paging on the same page.
const ADDRESS = { page: 'declPage', size: 'declSize', status: 'declStatus' };
const OPEN = 'declaration';

/**
 * 我的申报: my declarations of a scheme, newest first, with status filter and paging in the address;
 * each opens its details and review trail (审核进度) by its tracking number.
 */
export function MyDeclarations({ scheme, refreshKey }: { scheme: Scheme; refreshKey: number }) {
  const shell = useShell();
  return (
    <section className={styles.section} aria-labelledby="my-declarations-title">
      <h2 id="my-declarations-title" className={styles.sectionTitle}>
        我的申报
      </h2>
      {shell.user ? <DeclarationTable scheme={scheme} refreshKey={refreshKey} /> : <LoginNotice action="查看申报记录和审核进度" />}
    </section>
  );
}

export function DeclarationTable({ scheme, refreshKey }: { scheme: Scheme; refreshKey: number }) {
  const { params, pageNo, pageSize, status, update, setStatus, setPage } = useStatusFilteredList(ADDRESS, STATUSES);
  // The declaration looked up, by id in the address, so its details can be linked and reloaded.
  const openId = params.get(OPEN);

  const list = useResource(
    (signal) =>
      unwrap(
        portal.api.GET(op(scheme, 'declarelist'), {
          params: {
            query: { pageNo, pageSize, ...(status ? { status } : {}) },
          },
          signal,
        })
      ),
    JSON.stringify([scheme.kind, pageNo, pageSize, status, refreshKey])
  );

  const columns = [
    {
      key: 'declareNo',
      title: '受理编号',
      render: (row: Declaration) => (
        <Button
          variant="link"
          onClick={() => update({ [OPEN]: row.id })}
          aria-label={`查看申报 ${row.declareNo}`}
          aria-expanded={openId === row.id}
        >
          {row.declareNo}
        </Button>
      ),
    },
    { key: 'targetName', title: '申报指标' },
    { key: 'targetPoints', title: '分值', align: 'right' as const },
    { key: 'submitTime', title: '提交时间' },
    { key: 'status', title: '状态' },
    {
      key: 'pointsGranted',
      title: '获得积分',
      align: 'right' as const,
      render: (row: Declaration) => row.pointsGranted ?? '—',
    },
  ];

  return (
    <>
      <StatusFilter label="申报状态" id={`${scheme.kind}-declaration-status`} statuses={STATUSES} value={status} onChange={setStatus} />
      <PagedTable<Declaration>
        list={list}
        error={(message, retry) => <LoadFailure message={message} onRetry={retry} who={scheme.subjectWord} />}
        empty={<EmptyState title={status ? `暂无“${status}”的申报` : '暂无申报记录'} />}
        onPageChange={setPage}
        pagerLabels={{ nav: '我的申报分页' }}
        caption="我的申报"
        captionHidden
        columns={columns}
        rowKey={(row) => row.id}
      />
      {openId && <DeclarationDetail key={openId} scheme={scheme} id={openId} onClose={() => update({ [OPEN]: null })} />}
    </>
  );
}

/** One declaration with its evidence files and the review trail, oldest step first. */
function DeclarationDetail({ scheme, id, onClose }: { scheme: Scheme; id: string; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.detailPanel} aria-labelledby="declaration-detail-title">
      <div className={styles.detailHeader}>
        <h3 id="declaration-detail-title" ref={heading} tabIndex={-1} className={styles.receiptTitle}>
          申报详情
        </h3>
        <Button onClick={onClose}>关闭详情</Button>
      </div>
      <DeclarationFacts scheme={scheme} id={id} />
    </section>
  );
}

function DeclarationFacts({ scheme, id }: { scheme: Scheme; id: string }) {
  const detail = useResource(async (signal) => {
    const path = { params: { path: { id } }, signal };
    const [declaration, trail] = await Promise.all([
      unwrap(portal.api.GET(op(scheme, 'detail/{id}'), path)),
      unwrap(portal.api.GET(op(scheme, 'declareDetail/{id}'), path)),
    ]);
    return { declaration, trail };
  }, `${scheme.kind}:${id}`);
  if (detail.status === 'loading') return <Skeleton variant="list" count={6} label="正在加载申报详情" />;
  if (detail.status === 'error') return <ErrorState message={detail.message} onRetry={detail.retry} />;
  const { declaration: d, trail } = detail.data;
  const facts: [string, string][] = [
    ['受理编号', d.declareNo],
    ['申报主体', d.subjectName],
    ...(d.creditCode ? ([['统一社会信用代码', d.creditCode]] as [string, string][]) : []),
    ['申报指标', `${d.category} · ${d.targetName}（${d.targetPoints}分）`],
    ['认定标准', d.standard],
    ['事项说明', d.description],
    ['发生日期', d.occurredDate],
    ['联系电话', d.contactPhone],
    ['提交时间', d.submitTime],
    ['当前状态', d.status],
    ['获得积分', d.pointsGranted === null ? '—' : String(d.pointsGranted)],
  ];
  return (
    <>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>证明材料</dt>
          <dd>
            {d.files.length === 0
              ? '—'
              : d.files.map((file) => (
                  <a key={file.id} className={styles.fileLink} href={portal.downloadUrl(file.id)}>
                    {file.name}
                  </a>
                ))}
          </dd>
        </div>
      </dl>
      <h4 className={styles.receiptTitle}>审核进度</h4>
      <ol className={styles.trail} aria-label="审核进度">
        {trail.steps.map((step) => (
          <li key={`${step.status}-${step.time}`} className={styles.trailStep}>
            <strong>{step.status}</strong>{' '}
            <span className={styles.muted}>
              {step.time} · {step.operator}
            </span>
            {step.opinion && <div>审核意见：{step.opinion}</div>}
            {step.points !== null && <div>获得积分：{step.points}</div>}
          </li>
        ))}
      </ol>
    </>
  );
}
