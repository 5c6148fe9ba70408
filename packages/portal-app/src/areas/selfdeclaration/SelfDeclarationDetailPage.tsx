import { Link, useLoaderData } from 'react-router';
import { PageTitle } from '../../shell/PageTitle';
import * as styles from '../service/service.css';
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
        <dl className={styles.facts}>
          <dt>声明企业</dt>
          <dd>
            <Link to={`/enterprise-detail?creditCode=${encodeURIComponent(declaration.creditCode)}`}>{declaration.enterpriseName}</Link>
          </dd>
          <dt>统一社会信用代码</dt>
          <dd>{declaration.creditCode}</dd>
          <dt>声明范围</dt>
          <dd>{declaration.scope}</dd>
          <dt>有效期</dt>
          <dd>
            {declaration.validFrom} 至 {declaration.validTo}
          </dd>
          <dt>受理编号</dt>
          <dd>{declaration.trackingNo}</dd>
          <dt>审核单位</dt>
          <dd>{declaration.handleUnit}</dd>
          <dt>公示时间</dt>
          <dd>{declaration.publishTime}</dd>
        </dl>
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
