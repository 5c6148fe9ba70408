import { Link, useLoaderData } from 'react-router';
import { PageTitle } from '../../shell/PageTitle';
import type { contractDetailsLoader } from './loaders';
import * as styles from './service.css';
import { PageSection } from '../../views/PageSection';

const amount = (value: number) => value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * /service-contract-details?id= (spec §2 'Credit service'): one contract of 合同履约 with both parties,
 * the performance period, 履约情况 and, for 违约, the 违约情形 (POST detail with a JSON body, spec §7), as the
 * route's loader read it.
 */
export function Component() {
  const contract = useLoaderData<typeof contractDetailsLoader>();

  return (
    <div className={styles.page}>
      <PageTitle className={styles.title}>合同履约详情</PageTitle>
      <h2 className={styles.recordTitle}>{contract.name}</h2>
      <PageSection id="contract-basics" title="合同信息" styles={styles}>
        <dl className={styles.facts}>
          <dt>合同编号</dt>
          <dd>{contract.contractNo}</dd>
          <dt>合同类型</dt>
          <dd>{contract.contractType}</dd>
          <dt>合同金额（万元）</dt>
          <dd>{amount(contract.amount)}</dd>
          <dt>签订日期</dt>
          <dd>{contract.signDate}</dd>
          <dt>履约期限</dt>
          <dd>
            {contract.startDate} 至 {contract.endDate}
          </dd>
          <dt>所属区域</dt>
          <dd>{contract.district}</dd>
          <dt>监管部门</dt>
          <dd>{contract.organ}</dd>
          <dt>更新时间</dt>
          <dd>{contract.updateTime}</dd>
        </dl>
      </PageSection>
      <PageSection id="contract-parties" title="合同当事人" styles={styles}>
        <dl className={styles.facts}>
          <dt>甲方</dt>
          <dd>{contract.partyA}</dd>
          <dt>甲方统一社会信用代码</dt>
          <dd>{contract.partyACode}</dd>
          <dt>乙方</dt>
          <dd>
            <Link to={`/enterprise-detail?creditCode=${encodeURIComponent(contract.partyBCode)}`}>{contract.partyB}</Link>
          </dd>
          <dt>乙方统一社会信用代码</dt>
          <dd>{contract.partyBCode}</dd>
        </dl>
      </PageSection>
      <PageSection id="contract-performance" title="履约情况" styles={styles}>
        <dl className={styles.facts}>
          <dt>履约状态</dt>
          <dd>{contract.status}</dd>
          <dt>履约情况</dt>
          <dd>{contract.performanceDesc}</dd>
          {contract.breachDesc && (
            <>
              <dt>违约情形</dt>
              <dd>{contract.breachDesc}</dd>
            </>
          )}
        </dl>
      </PageSection>
      <p className={styles.muted}>
        <Link to="/service-contract-performance" className={styles.back}>
          返回合同履约列表
        </Link>
      </p>
    </div>
  );
}
Component.displayName = 'ContractDetailsPage';
