import { Link, useSearchParams } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { EmptyState, ErrorState, Skeleton } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import * as styles from '../service/service.css';

/**
 * /self-declaration-detail?id= (spec §2 'Credit service'): one published self-declaration with its text,
 * the declaring enterprise and its period of validity.
 */
export function Component() {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const valid = /^\d{1,12}$/.test(id);
  const declaration = useResource(
    (signal) =>
      valid
        ? unwrap(portal.api.GET('/cmpinternetportalfront/independentdeclaration/qzindependentdeclaration/detail/{id}', { params: { path: { id } }, signal }))
        : Promise.resolve(null),
    id,
  );

  return (
    <div className={styles.page}>
      <PageTitle className={styles.title}>自主声明详情</PageTitle>
      {declaration.status === 'loading' && <Skeleton variant="list" count={6} label="正在加载自主声明" />}
      {declaration.status === 'error' && <ErrorState message={declaration.message} onRetry={declaration.retry} />}
      {declaration.status === 'ready' && !declaration.data && (
        <EmptyState title="未指定自主声明" description="请从自主声明公示中选择要查看的声明。" />
      )}
      {declaration.status === 'ready' && declaration.data && (
        <article className={styles.section} aria-labelledby="declaration-title">
          <h2 id="declaration-title" className={styles.recordTitle}>
            {declaration.data.title}
          </h2>
          <dl className={styles.facts}>
            <dt>声明企业</dt>
            <dd>
              <Link to={`/enterprise-detail?creditCode=${encodeURIComponent(declaration.data.creditCode)}`}>{declaration.data.enterpriseName}</Link>
            </dd>
            <dt>统一社会信用代码</dt>
            <dd>{declaration.data.creditCode}</dd>
            <dt>声明范围</dt>
            <dd>{declaration.data.scope}</dd>
            <dt>有效期</dt>
            <dd>
              {declaration.data.validFrom} 至 {declaration.data.validTo}
            </dd>
            <dt>受理编号</dt>
            <dd>{declaration.data.trackingNo}</dd>
            <dt>审核单位</dt>
            <dd>{declaration.data.handleUnit}</dd>
            <dt>公示时间</dt>
            <dd>{declaration.data.publishTime}</dd>
          </dl>
          <h3 className={styles.sectionTitle}>声明内容</h3>
          <p className={styles.text}>{declaration.data.content}</p>
        </article>
      )}
      <p className={styles.muted}>
        <Link to="/self-declaration-list" className={styles.back}>
          返回自主声明公示
        </Link>
      </p>
    </div>
  );
}
Component.displayName = 'SelfDeclarationDetailPage';
