import { Link, useLoaderData, useSearchParams } from 'react-router';
import { minimumTarget } from '@credit-portal/ui';
import { site } from '../../config/site';
import { PageTitle } from '../../shell/PageTitle';
import type { permitOrPenaltyLoader } from './loaders';
import { KINDS } from './kinds';
import { RepairLink } from '../../views/RepairLink';
import * as styles from './DoublePublicity.css';

/** A permit or penalty (spec §2 /license-punishment-detail?dataId=&type=&resourceId=): every field, and its publicity notice, read by the route's loader (an unknown record is its 404). */
export function Component() {
  const [params] = useSearchParams();
  const dataId = params.get('dataId') ?? '';
  const type = params.get('type') === '2' ? 2 : 1;
  const resourceId = params.get('resourceId') ?? '';
  const kind = KINDS[type - 1]!;

  const { fields, resourceName, record } = useLoaderData<typeof permitOrPenaltyLoader>();
  // A penalty the back end says its holder may repair online (PenaltyRecord.repairable).
  const repairable = 'repairable' in record && record.repairable;
  const subject = fields.find((field) => field.prop === 'subjectName')?.value ?? '';
  const image = `${site.apiBase}/cmpinternetportalfront/doublepublicity/detailImg?${new URLSearchParams({ dataId, type: String(type), resourceId })}`;
  return (
    <section className={styles.page} aria-labelledby="dp-detail-title">
      <PageTitle className={styles.title}>{kind.label}信息详情</PageTitle>
      <h2 id="dp-detail-title" className={styles.sectionTitle}>
        {subject ? `${subject}：${kind.label}信息` : `${kind.label}信息`}
      </h2>
      <p className={styles.note}>
        信息资源：<Link to={`/double-publicity-info?type=${type}&resourceId=${encodeURIComponent(resourceId)}`}>{resourceName}</Link>
      </p>
      {repairable && (
        <p className={styles.note}>
          已纠正失信行为、履行处罚决定的，可在线申请信用修复：<RepairLink recordId={record.id} />
        </p>
      )}
      <dl className={styles.facts}>
        {fields.map((field) => (
          <div key={field.prop} className={styles.factRow}>
            <dt>{field.label}</dt>
            <dd>{field.value || '—'}</dd>
          </div>
        ))}
      </dl>
      <h2 className={styles.sectionTitle}>公示图</h2>
      <figure className={styles.figure}>
        <img className={styles.notice} src={image} alt={`${kind.label}信息公示：${subject}`} width={760} loading="lazy" />
        <figcaption className={styles.note}>
          <a className={minimumTarget} href={image} target="_blank" rel="noopener noreferrer">
            在新窗口中打开公示图
          </a>
        </figcaption>
      </figure>
    </section>
  );
}
Component.displayName = 'DoublePublicityDetailPage';
