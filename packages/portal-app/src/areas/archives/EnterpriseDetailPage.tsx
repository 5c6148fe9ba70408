import { useState } from 'react';
import { useLoaderData, useLocation, useNavigation, useSearchParams } from 'react-router';
import { downloadWithProgress, isPortalError, catalogueMessage, type Schemas } from '@credit-portal/api-client';
import { ButtonLink, Card, EmptyState, Facts as FactList, Inline, SectionHeading, Skeleton, Stack, Tabs, Text, useToast } from '@credit-portal/ui';
import { site } from '../../config/site';
import { PageTitle } from '../../shell/PageTitle';
import { portal } from '#portal';
import type { archiveLoader } from './loaders';
import { subjectFacts } from './subjectFacts';
import { SECTION_COLUMNS } from '../../views/reportSections';
import { factItems } from '../../views/Facts';
import { useLoaded } from '../../shell/routeData';
import { PagedTable } from '../../views/PagedList';
import { RepairLink } from '../../views/RepairLink';
import { ARCHIVE_TABS, tabOf, tabSearch, type ArchiveTab } from './tabs';

type SectionPage = Schemas['ReportSectionPage'];
type SectionRecord = SectionPage['records'][number];

const DOWNLOADS = [
  { label: 'PDF 版', path: 'downloadCreditReport', fallback: '信用报告.pdf' },
  {
    label: '图片版',
    path: 'downloadCreditReportImage',
    fallback: '信用报告.png',
  },
  {
    label: 'OFD 版',
    path: 'downloadCreditReportOfd',
    fallback: '信用报告.ofd',
  },
] as const;

function saveFile(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * 信用报告下载 in three formats, each with its progress (spec §2). Each is a link to its file (public: the
 * browser saves it itself without the page's script); the script takes the click over to show the
 * progress and to send the visitor's login, which records who downloaded it.
 */
function ReportDownloads({ creditCode }: { creditCode: string }) {
  const toast = useToast();
  const [progress, setProgress] = useState<{
    label: string;
    percent: number | null;
  } | null>(null);
  const fileOf = (item: (typeof DOWNLOADS)[number]) => `${site.apiBase}/cmpinternetportalfront/archives/search/${item.path}?creditCode=${encodeURIComponent(creditCode)}`;
  const download = async (item: (typeof DOWNLOADS)[number]) => {
    setProgress({ label: item.label, percent: 0 });
    const url = portal.withAccessToken(fileOf(item));
    try {
      const file = await downloadWithProgress(url, {
        fallbackName: item.fallback,
        onProgress: ({ percent }) => setProgress({ label: item.label, percent }),
      });
      saveFile(file.blob, file.fileName);
      toast.success(`${file.fileName} 已下载`);
    } catch (error) {
      toast.error(isPortalError(error) ? error.message : catalogueMessage('server'));
    } finally {
      setProgress(null);
    }
  };
  return (
    <Stack space="sm">
      <SectionHeading>信用报告下载</SectionHeading>
      <Inline space="sm">
        {DOWNLOADS.map((item) => (
          <ButtonLink
            key={item.path}
            variant="primary"
            href={fileOf(item)}
            download
            onClick={(event) => {
              event.preventDefault();
              // One download at a time, as its progress shows below.
              if (progress === null) void download(item);
            }}
          >
            下载{item.label}
          </ButtonLink>
        ))}
      </Inline>
      {progress && (
        <Inline space="sm">
          <label htmlFor="report-progress">正在下载{progress.label}信用报告</label>
          <progress id="report-progress" max={100} value={progress.percent ?? undefined} />
        </Inline>
      )}
    </Stack>
  );
}

/**
 * A tab's columns: the report's, and on the penalties tab 申请信用修复 on each row the back end marks
 * `repairable` (with its `recordId`).
 */
function columnsOf(key: SectionPage['key']) {
  if (key !== 'penalties') return SECTION_COLUMNS[key];
  return [
    ...SECTION_COLUMNS[key],
    {
      key: 'repair',
      title: '信用修复',
      render: (row: SectionRecord) =>
        row.repairable === true && typeof row.recordId === 'string' ? <RepairLink recordId={row.recordId} documentNo={String(row.documentNo ?? '')} /> : '—',
    },
  ];
}

/** The chosen tab's records, a page at a time (the route's loader read the page of the address). */
function SectionRecords({ page }: { page: SectionPage }) {
  // Loading only when this tab pages, not when another tab is being opened (that shows its own skeleton).
  const records = useLoaded(page, ['pageNo', 'pageSize']);
  return (
    <>
      <SectionHeading>
        {page.title}（{page.total} 条）
      </SectionHeading>
      <PagedTable<SectionRecord>
        list={records}
        empty={<EmptyState title={page.available ? '暂无记录' : '本平台暂未归集此类信息'} />}
        caption={page.title}
        captionHidden
        // Cards of labelled lines where the box is narrower than the table needs (a phone), never a sideways scroll.
        layout="stack"
        columns={columnsOf(page.key)}
        rowKey={(_row, index) => `${page.key}-${page.current}-${index}`}
        labels={{ loading: `正在加载${page.title}` }}
        pagerLabels={{ nav: `${page.title}分页` }}
      />
    </>
  );
}

/**
 * The record tabs (as on 信用中国's archive): the chosen one in the address (?tab=), each tab a link to its
 * address, so the server-rendered page changes tab without JavaScript; each tab paged on its own.
 */
function RecordTabs({ totals, tab, records }: { totals: ReadonlyMap<ArchiveTab, number>; tab: ArchiveTab; records: SectionPage }) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  // The tab being opened shows at once, its records when they arrive.
  const opening = navigation.location?.pathname === location.pathname ? tabOf(new URLSearchParams(navigation.location.search)) : undefined;
  const shown = opening ?? tab;
  return (
    <Tabs.Root value={shown} onValueChange={(value) => setParams(tabSearch(params, tabOf(new URLSearchParams({ tab: value }))), { preventScrollReset: true })} activationMode="manual">
      <Tabs.List label="信用记录">
        {ARCHIVE_TABS.map(({ key, label }) => (
          <Tabs.Trigger key={key} value={key} href={`${location.pathname}?${tabSearch(params, key).toString()}`}>
            {label}（{totals.get(key) ?? 0}）
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {ARCHIVE_TABS.map(({ key, label }) => (
        <Tabs.Content key={key} value={key}>
          {key === records.key && shown === key ? <SectionRecords page={records} /> : <Skeleton variant="list" count={5} label={`正在加载${label}`} />}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** The enterprise archive (spec §2 /enterprise-detail, /new-enterprise-detail, /company-detail). */
export function Component() {
  const { subject, sections, reportNo, generatedTime, tab, records } = useLoaderData<typeof archiveLoader>();
  const totals = new Map(sections.map((section) => [section.key, section.total] as const));
  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>{subject.name}</PageTitle>
      {/* Three facts, each kept whole on a line where it fits: a narrow screen breaks between them, not inside one. */}
      <Text size="sm" as="div">
        <Inline as="p" space={{ base: 'xs', sm: 'md' }}>
          <span>统一社会信用代码：{subject.creditCode}</span>
          <span>报告编号：{reportNo}</span>
          <span>生成时间：{generatedTime}</span>
        </Inline>
      </Text>
      <SectionHeading>基本信息</SectionHeading>
      <FactList columns={2} termWidth="sm" items={factItems(subjectFacts(subject))} />
      <ReportDownloads creditCode={subject.creditCode} />
      <RecordTabs totals={totals} tab={tab} records={records} />
    </Card>
  );
}
Component.displayName = 'EnterpriseDetailPage';
