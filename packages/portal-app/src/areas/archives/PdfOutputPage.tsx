import { Link, useLoaderData, useSearchParams } from 'react-router';
import { Button, EmptyState } from '@credit-portal/ui';
import { site } from '../../config/site';
import { SECTION_COLUMNS } from '../../views/reportSections';
import { creditArchiveHref } from '../../views/creditArchive';
import type { creditReportLoader } from './loaders';
import { subjectFacts } from './subjectFacts';
import * as styles from './PdfOutputPage.css';

const cell = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/**
 * The standalone /pdf-output page (spec §2): an enterprise's credit report laid out for printing or
 * saving as PDF from the browser, without the portal's header, menu or adverts.
 */
export function Component() {
  const [params] = useSearchParams();
  const creditCode = (params.get('creditCode') ?? '').trim().toUpperCase();
  const report = useLoaderData<typeof creditReportLoader>();
  const archive = creditCode ? creditArchiveHref(creditCode) : '/code-publicity';

  const toolbar = (
    <div className={styles.toolbar}>
      <Link to={archive}>返回企业信用档案</Link>
      {report && (
        <Button variant="primary" onClick={() => window.print()}>
          打印信用报告
        </Button>
      )}
    </div>
  );

  if (!report) {
    return (
      <main className={styles.report}>
        {toolbar}
        <h1 className={styles.reportTitle}>信用报告</h1>
        <EmptyState title="请指定要打印的企业" description="请从企业信用档案页打开打印版信用报告，或先查询企业。" />
      </main>
    );
  }

  const { subject, sections, reportNo, generatedTime } = report;
  // Each fact's name and value; `true`: a value read as one, kept on one line.
  const facts: [string, unknown, boolean?][] = [
    ['主体名称', subject.name],
    ['统一社会信用代码', subject.creditCode, true],
    ...subjectFacts(subject),
  ];
  return (
    <main className={styles.report}>
      {toolbar}
      <header className={styles.reportHeader}>
        <h1 className={styles.reportTitle}>信用报告</h1>
        <p className={styles.reportMeta}>{subject.name}</p>
        <p className={styles.reportMeta}>
          报告编号：{reportNo} · 生成时间：{generatedTime}
        </p>
      </header>
      <section className={styles.section} aria-labelledby="report-basic">
        <h2 id="report-basic" className={styles.sectionTitle}>
          基本信息
        </h2>
        <table className={styles.factsTable}>
          <tbody>
            {facts.map(([term, value, whole]) => (
              <tr key={term}>
                <th scope="row">{term}</th>
                <td className={whole ? styles.oneLine : undefined}>{cell(value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {sections.map((section) => {
        const columns = SECTION_COLUMNS[section.key];
        return (
          <section key={section.key} className={styles.section} aria-labelledby={`report-${section.key}`}>
            <h2 id={`report-${section.key}`} className={styles.sectionTitle}>
              {section.title}（共 {section.total} 条）
            </h2>
            {section.records.length === 0 ? (
              <p className={styles.empty}>{section.available ? '暂无记录' : '暂无该类信息'}</p>
            ) : (
              <table className={`${styles.table} ${styles.recordTable}`}>
                <caption>
                  {section.title}
                  {section.total > section.records.length ? `（列出最近 ${section.records.length} 条）` : ''}
                </caption>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column.key} scope="col">
                        {column.title}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {section.records.map((record, index) => (
                    <tr key={index}>
                      {columns.map((column) => (
                        <td key={column.key} data-label={column.title} className={column.nowrap ? styles.oneLine : undefined}>
                          <span className={styles.recordValue}>{cell((record as Record<string, unknown>)[column.key])}</span>
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        );
      })}
      <p className={styles.footnote}>
        本报告由{site.portalName}根据公共信用信息生成，报告编号 {reportNo} 可用于核验报告的真实性。
      </p>
    </main>
  );
}
Component.displayName = 'PdfOutputPage';
