import { Link, useLoaderData } from 'react-router';
import { PageTitle } from '../../shell/PageTitle';
import * as styles from '../../views/creditService.css';
import { CreditArchiveLink } from '../../views/CreditArchiveLink';
import { ColumnFacts } from '../../views/Facts';
import type { selfDeclarationDetailLoader } from './loaders';

/**
 * /self-declaration-detail?id= (spec §2 'Credit service'): one published self-declaration with its text,
 * the declaring enterprise and its period of validity, as the route's loader read it.
 */
export function Component() {
  const declaration = useLoaderData<typeof selfDeclarationDetailLoader>();

  return (
    <div className={styles.page}>
      <PageTitle className={styles.title}>自主声明详情</PageTitle>
      <article className={styles.section} aria-labelledby="declaration-title">
        <h2 id="declaration-title" className={styles.recordTitle}>
          {declaration.title}
        </h2>
        <ColumnFacts
          facts={[
            ['声明企业', <CreditArchiveLink key="enterprise" creditCode={declaration.creditCode}>{declaration.enterpriseName}</CreditArchiveLink>],
            ['统一社会信用代码', declaration.creditCode],
            ['声明范围', declaration.scope],
            ['有效期', `${declaration.validFrom} 至 ${declaration.validTo}`],
            ['受理编号', declaration.trackingNo],
            ['审核单位', declaration.handleUnit],
            ['公示时间', declaration.publishTime],
          ]}
        />
        <h3 className={styles.sectionTitle}>声明内容</h3>
        <p className={styles.text}>{declaration.content}</p>
      </article>
      <p className={styles.muted}>
        <Link to="/self-declaration-list" className={styles.back}>
          返回自主声明公示
        </Link>
      </p>
    </div>
  );
}
Component.displayName = 'SelfDeclarationDetailPage';
