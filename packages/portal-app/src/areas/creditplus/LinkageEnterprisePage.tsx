import { Link, useSearchParams } from 'react-router';
import { DataTable, EmptyState } from '@credit-portal/ui';
import { useResource } from '../../shell/useResource';
import { CASE_COLUMNS, LINKAGE_COLUMNS } from './columns';
import { DetailFrame, Facts } from './DetailFrame';
import { enterpriseHref, loadCases, loadGrades, loadLinkages, type Linkage, type RewardPunishCase, type SubjectGrade } from './scenes';
import * as styles from './creditplus.css';

/** 统一社会信用代码 (GB 32100), as the contract's Uscc pattern. */
const isCreditCode = (value: string) => /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(value);

interface EnterpriseRecord {
  enterpriseName: string;
  creditCode: string;
  grade?: SubjectGrade;
  linkages: Linkage[];
  cases: RewardPunishCase[];
}

/**
 * One enterprise in 信用+联动监管. The back end has no detail operation for a linkage record (openapi:
 * only the library has one); its three lists take the credit code as keyword, so the enterprise's
 * measures, joint reward and punishment cases and credit grade are each one filtered page.
 */
async function loadEnterprise(creditCode: string, signal: AbortSignal): Promise<EnterpriseRecord | null> {
  if (!isCreditCode(creditCode)) return null;
  const query = { pageNo: 1, pageSize: 100, keyword: creditCode };
  const [linkages, cases, grades] = await Promise.all([loadLinkages(query, signal), loadCases(query, signal), loadGrades(query, signal)]);
  const own = <T extends { creditCode: string }>(rows: T[]) => rows.filter((row) => row.creditCode === creditCode);
  const record = { linkages: own(linkages.records), cases: own(cases.records), grade: own(grades.records)[0] };
  const named = record.linkages[0] ?? record.cases[0] ?? record.grade;
  return named ? { ...record, enterpriseName: named.enterpriseName, creditCode } : null;
}

/** /credit-plus-el-detail?creditCode=: an enterprise's linkage measures, cases and credit grade. */
export function Component() {
  const [params] = useSearchParams();
  const creditCode = (params.get('creditCode') ?? '').trim().toUpperCase();
  const record = useResource((signal) => loadEnterprise(creditCode, signal), creditCode);
  return (
    <DetailFrame title="联动监管详情" record={record} back={{ href: '/credit-plus-el-main', label: '返回联动监管记录' }}>
      {(data: EnterpriseRecord) => (
        <>
          <h2 className={styles.subjectName}>{data.enterpriseName}</h2>
          <Facts
            facts={[
              { term: '统一社会信用代码', value: data.creditCode },
              { term: '信用等级', value: data.grade ? `${data.grade.grade}级（${data.grade.score}分）` : '未参评' },
              { term: '所属行业', value: data.grade?.industry ?? data.linkages[0]?.industry },
              { term: '评价单位', value: data.grade ? `${data.grade.organ}（${data.grade.evaluateDate}）` : '' },
            ]}
          />
          <p className={styles.actions}>
            <Link className={styles.link} to={enterpriseHref(data.creditCode)}>
              查看企业信用档案
            </Link>
          </p>
          <h2 className={styles.sectionTitle}>联动监管措施</h2>
          {data.linkages.length === 0 ? (
            <EmptyState title="暂无联动监管措施" />
          ) : (
            <DataTable<Linkage>
              caption="联动监管措施"
              captionHidden
              columns={LINKAGE_COLUMNS.filter((column) => column.key !== 'enterpriseName' && column.key !== 'creditCode')}
              rows={data.linkages}
              rowKey={(row) => row.id}
            />
          )}
          <h2 className={styles.sectionTitle}>联合奖惩案例</h2>
          {data.cases.length === 0 ? (
            <EmptyState title="暂无联合奖惩案例" />
          ) : (
            <DataTable<RewardPunishCase>
              caption="联合奖惩案例"
              captionHidden
              columns={CASE_COLUMNS.filter((column) => column.key !== 'enterpriseName')}
              rows={data.cases}
              rowKey={(row) => row.id}
            />
          )}
        </>
      )}
    </DetailFrame>
  );
}
Component.displayName = 'LinkageEnterprisePage';
