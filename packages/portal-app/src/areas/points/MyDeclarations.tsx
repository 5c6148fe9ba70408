import { useRevalidator } from 'react-router';

import type { Schemas } from '@credit-portal/api-client';
import { atoms, Button, Heading, Text, TextList } from '@credit-portal/ui';

import { portal } from '#portal';
import { Deferred, useLoaded } from '../../shell/routeData';
import { RecordPanel, StatusFilteredTable, useStatusFilteredList } from '../../views/StatusFilteredList';
import { LoginNotice } from '../../views/LoginNotice';
import { DECLARATION_STATUSES, DECLARATIONS_ADDRESS, OPEN_DECLARATION } from './address';
import type { declareLegalLoader } from './loaders';
import type { Scheme } from '../../creditpoints/scheme';
import { Facts } from '../../views/Facts';
import { PageSection } from '../../views/PageSection';

type Declaration = Schemas['Declaration'];
/** The visitor's part of the page as the route's loader read it (null when anonymous). */
type Mine = Awaited<ReturnType<typeof declareLegalLoader>>['mine'];
type Opened = NonNullable<NonNullable<Mine>['opened']>;

/** The list's own parameters: a change of one of them reloads the list (its loading state), nothing else does. */
const OWN_PARAMETERS = [DECLARATIONS_ADDRESS.page, DECLARATIONS_ADDRESS.size, DECLARATIONS_ADDRESS.status];

/**
 * 我的申报: my declarations of a scheme, newest first, with status filter and paging in the address;
 * each opens its details and review trail (审核进度) by its tracking number (its id in the address too).
 */
export function MyDeclarations({ scheme, mine }: { scheme: Scheme; mine: Mine }) {
  // `mine` is null for an anonymous visitor (the loader's verdict).
  return (
    <PageSection id="my-declarations-title" title="我的申报">
      {mine ? <DeclarationTable scheme={scheme} mine={mine} /> : <LoginNotice action="查看申报记录和审核进度" />}
    </PageSection>
  );
}

export function DeclarationTable({ scheme, mine }: { scheme: Scheme; mine: NonNullable<Mine> }) {
  const address = useStatusFilteredList(DECLARATIONS_ADDRESS, DECLARATION_STATUSES);
  const { update } = address;
  const revalidator = useRevalidator();
  const { declarations, opened } = mine;
  const list = useLoaded(declarations === 'forbidden' ? null : declarations, OWN_PARAMETERS);

  const columns = [
    {
      key: 'declareNo',
      title: '受理编号',
      nowrap: true,
      render: (row: Declaration) => (
        <Button
          variant="link"
          onClick={() => update({ [OPEN_DECLARATION]: row.id })}
          aria-label={`查看申报 ${row.declareNo}`}
          aria-expanded={opened?.id === row.id}
        >
          {row.declareNo}
        </Button>
      ),
    },
    { key: 'targetName', title: '申报指标' },
    { key: 'targetPoints', title: '分值', align: 'right' as const },
    { key: 'submitTime', title: '提交时间', nowrap: true },
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
      <StatusFilteredTable<Declaration>
        address={address}
        filter={{ label: '申报状态', id: `${scheme.kind}-declaration-status`, statuses: DECLARATION_STATUSES }}
        forbidden={declarations === 'forbidden' ? { who: scheme.subjectWord, onRetry: () => void revalidator.revalidate() } : null}
        list={list}
        name="我的申报"
        empty={(status) => (status ? `暂无“${status}”的申报` : '暂无申报记录')}
        columns={columns}
        rowKey={(row) => row.id}
      />
      {opened && <DeclarationDetail key={opened.id} opened={opened} onClose={() => update({ [OPEN_DECLARATION]: null })} />}
    </>
  );
}

/** One declaration with its evidence files and the review trail, oldest step first (the route's loader started it). */
function DeclarationDetail({ opened, onClose }: { opened: Opened; onClose: () => void }) {
  return (
    <RecordPanel title="申报详情" closeLabel="关闭详情" onClose={onClose}>
      <Deferred resolve={opened.detail} loading={{ variant: 'list', count: 6, label: '正在加载申报详情' }}>
        {(detail) => <DeclarationFacts detail={detail} />}
      </Deferred>
    </RecordPanel>
  );
}

function DeclarationFacts({ detail }: { detail: Awaited<Opened['detail']> }) {
  const { declaration: d, trail } = detail;
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
      <Facts
        facts={[
          ...facts,
          [
            '证明材料',
            d.files.map((file) => (
              <a key={file.id} className={atoms({ display: 'block' })} href={portal.downloadUrl(file.id)}>
                {file.name}
              </a>
            )),
          ],
        ]}
      />
      <Heading level={4}>审核进度</Heading>
      <TextList numbered space="sm" leading="relaxed" aria-label="审核进度">
        {trail.steps.map((step) => (
          <li key={`${step.status}-${step.time}`}>
            <strong>{step.status}</strong>{' '}
            <Text as="span" tone="muted">
              {step.time} · {step.operator}
            </Text>
            {step.opinion && <div>审核意见：{step.opinion}</div>}
            {step.points !== null && <div>获得积分：{step.points}</div>}
          </li>
        ))}
      </TextList>
    </>
  );
}
