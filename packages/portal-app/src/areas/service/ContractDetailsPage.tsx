import { Link, useSearchParams } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { EmptyState, ErrorState, Skeleton } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import * as styles from './service.css';

const amount = (value: number) => value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * /service-contract-details?id= (spec §2 'Credit service'): one contract of 合同履约 with both parties,
 * the performance period, 履约情况 and, for 违约, the 违约情形 (POST detail with a JSON body, spec §7).
 */
export function Component() {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const contract = useResource(
    (signal) => (id ? unwrap(portal.api.POST('/cmpinternetportalfront/contractperformaceportal/detail', { body: { id }, signal })) : Promise.resolve(null)),
    id,
  );

  return (
    <div className={styles.page}>
      <PageTitle className={styles.title}>合同履约详情</PageTitle>
      {contract.status === 'loading' && <Skeleton variant="list" count={6} label="正在加载合同履约详情" />}
      {contract.status === 'error' && <ErrorState message={contract.message} onRetry={contract.retry} />}
      {contract.status === 'ready' && !contract.data && (
        <EmptyState title="未指定合同" description="请从合同履约列表中选择要查看的合同。" />
      )}
      {contract.status === 'ready' && contract.data && (
        <>
          <h2 className={styles.recordTitle}>{contract.data.name}</h2>
          <section className={styles.section} aria-labelledby="contract-basics">
            <h2 id="contract-basics" className={styles.sectionTitle}>
              合同信息
            </h2>
            <dl className={styles.facts}>
              <dt>合同编号</dt>
              <dd>{contract.data.contractNo}</dd>
              <dt>合同类型</dt>
              <dd>{contract.data.contractType}</dd>
              <dt>合同金额（万元）</dt>
              <dd>{amount(contract.data.amount)}</dd>
              <dt>签订日期</dt>
              <dd>{contract.data.signDate}</dd>
              <dt>履约期限</dt>
              <dd>
                {contract.data.startDate} 至 {contract.data.endDate}
              </dd>
              <dt>所属区域</dt>
              <dd>{contract.data.district}</dd>
              <dt>监管部门</dt>
              <dd>{contract.data.organ}</dd>
              <dt>更新时间</dt>
              <dd>{contract.data.updateTime}</dd>
            </dl>
          </section>
          <section className={styles.section} aria-labelledby="contract-parties">
            <h2 id="contract-parties" className={styles.sectionTitle}>
              合同当事人
            </h2>
            <dl className={styles.facts}>
              <dt>甲方</dt>
              <dd>{contract.data.partyA}</dd>
              <dt>甲方统一社会信用代码</dt>
              <dd>{contract.data.partyACode}</dd>
              <dt>乙方</dt>
              <dd>
                <Link to={`/enterprise-detail?creditCode=${encodeURIComponent(contract.data.partyBCode)}`}>{contract.data.partyB}</Link>
              </dd>
              <dt>乙方统一社会信用代码</dt>
              <dd>{contract.data.partyBCode}</dd>
            </dl>
          </section>
          <section className={styles.section} aria-labelledby="contract-performance">
            <h2 id="contract-performance" className={styles.sectionTitle}>
              履约情况
            </h2>
            <dl className={styles.facts}>
              <dt>履约状态</dt>
              <dd>{contract.data.status}</dd>
              <dt>履约情况</dt>
              <dd>{contract.data.performanceDesc}</dd>
              {contract.data.breachDesc && (
                <>
                  <dt>违约情形</dt>
                  <dd>{contract.data.breachDesc}</dd>
                </>
              )}
            </dl>
          </section>
        </>
      )}
      <p className={styles.muted}>
        <Link to="/service-contract-performance" className={styles.back}>
          返回合同履约列表
        </Link>
      </p>
    </div>
  );
}
Component.displayName = 'ContractDetailsPage';
