import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { downloadWithProgress, isPortalError, catalogueMessage, type Schemas } from '@credit-portal/api-client';
import { Button, DataTable, EmptyState, useToast } from '@credit-portal/ui';
import { site } from '../../config/site';
import { PageTitle } from '../../shell/PageTitle';
import { portal } from '../../shell/portal';
import type { archiveLoader } from './loaders';
import { subjectFacts } from './subjectFacts';
import * as styles from './EnterpriseDetailPage.css';
import { SECTION_COLUMNS } from '../../views/reportSections';
import { Facts } from '../../views/Facts';

type Section = Schemas['ReportSection'];
type SectionRecord = Section['records'][number];

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

/** 信用报告下载 in three formats, each with its progress (spec §2, issue 6). */
function ReportDownloads({ creditCode }: { creditCode: string }) {
  const toast = useToast();
  const [progress, setProgress] = useState<{
    label: string;
    percent: number | null;
  } | null>(null);
  const download = async (item: (typeof DOWNLOADS)[number]) => {
    setProgress({ label: item.label, percent: 0 });
    const url = portal.withAccessToken(`${site.apiBase}/cmpinternetportalfront/archives/search/${item.path}?creditCode=${encodeURIComponent(creditCode)}`);
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
    <div className={styles.downloads}>
      <h2 className={styles.sectionTitle}>信用报告下载</h2>
      <div className={styles.downloadButtons}>
        {DOWNLOADS.map((item) => (
          <Button key={item.path} variant="primary" loading={progress?.label === item.label} disabled={progress !== null} onClick={() => void download(item)}>
            下载{item.label}
          </Button>
        ))}
      </div>
      {progress && (
        <div className={styles.progress}>
          <label htmlFor="report-progress">正在下载{progress.label}信用报告</label>
          <progress id="report-progress" max={100} value={progress.percent ?? undefined} />
        </div>
      )}
    </div>
  );
}

/** The enterprise archive (spec §2 /enterprise-detail, /new-enterprise-detail, /company-detail). */
export function Component() {
  const { subject, sections, reportNo, generatedTime } = useLoaderData<typeof archiveLoader>();
  return (
    <section className={styles.page}>
      <PageTitle className={styles.title}>{subject.name}</PageTitle>
      <p className={styles.meta}>
        统一社会信用代码：{subject.creditCode} · 报告编号：{reportNo} · 生成时间：{generatedTime}
      </p>
      <h2 className={styles.sectionTitle}>基本信息</h2>
      <Facts className={styles.facts} facts={subjectFacts(subject)} />
      <ReportDownloads creditCode={subject.creditCode} />
      {sections.map((section) => (
        <div key={section.key}>
          <h2 className={styles.sectionTitle}>
            {section.title}（{section.total} 条）
          </h2>
          {section.records.length === 0 ? (
            <EmptyState title="暂无记录" />
          ) : (
            <DataTable<SectionRecord>
              caption={section.title}
              captionHidden
              columns={SECTION_COLUMNS[section.key]}
              rows={section.records}
              rowKey={(_row, index) => `${section.key}-${index}`}
            />
          )}
        </div>
      ))}
    </section>
  );
}
Component.displayName = 'EnterpriseDetailPage';
