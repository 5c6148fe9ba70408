import { Link, useSearchParams } from 'react-router';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import { ErrorState, Skeleton } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import { KINDS } from './kinds';
import * as styles from './DoublePublicity.css';

type PermitMatter = Schemas['PermitMatter'];
type PunishMatter = Schemas['PunishMatter'];

function factsOf(matter: PermitMatter | PunishMatter): [string, string][] {
  const common: [string, string][] = [
    ['事项编码', matter.code],
    ['事项名称', matter.name],
    ['实施机关', matter.organName],
  ];
  if ('timeLimit' in matter) {
    return [
      ...common,
      ['许可类别', matter.category],
      ['设定依据', matter.basis],
      ['法定办结时限', `${matter.timeLimit} 个工作日`],
      ['许可证件', matter.certificate],
      ['事项说明', matter.description],
      ['已公示许可', `${matter.total.toLocaleString('zh-CN')} 条`],
    ];
  }
  return [
    ...common,
    ['处罚类别', matter.category],
    ['处罚依据', matter.basis],
    ['罚款幅度', matter.fineRange],
    ['事项说明', matter.description],
    ['已公示处罚', `${matter.total.toLocaleString('zh-CN')} 条`],
  ];
}

/** A matter of the permit or penalty directory (spec §2 /catalog-detail?type=&id=). */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const type = params.get('type') === '2' ? 2 : 1;
  const kind = KINDS[type - 1]!;
  const matter = useResource(
    async (signal): Promise<PermitMatter | PunishMatter> =>
      type === 1
        ? unwrap(portal.api.GET('/cmpinternetportalfront/doublepublicity/permitDirectoryDetail', { params: { query: { id } }, signal }))
        : unwrap(portal.api.GET('/cmpinternetportalfront/doublepublicity/punishDirectoryDetail', { params: { query: { id } }, signal })),
    `${type}:${id}`,
  );

  return (
    <section className={styles.page}>
      <PageTitle className={styles.title}>{kind.label}事项详情</PageTitle>
      {matter.status === 'loading' && <Skeleton variant="card" count={1} label={`正在加载${kind.label}事项`} />}
      {matter.status === 'error' && <ErrorState message={matter.message} onRetry={matter.retry} />}
      {matter.status === 'ready' && (
        <>
          <h2 className={styles.sectionTitle}>{matter.data.name}</h2>
          <dl className={styles.facts}>
            {factsOf(matter.data).map(([term, value]) => (
              <div key={term} className={styles.factRow}>
                <dt>{term}</dt>
                <dd>{value || '—'}</dd>
              </div>
            ))}
          </dl>
          <p>
            <Link to={`/double-publicity-info?type=${type}&resourceId=${encodeURIComponent(matter.data.resourceId)}`}>
              查看{matter.data.organName}的{kind.label}信息
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
Component.displayName = 'DoublePublicityMatterDetailPage';
