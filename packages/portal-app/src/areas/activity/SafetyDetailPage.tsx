import { Link, useLoaderData, useSearchParams } from 'react-router';
import { EmptyState } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useRouteMeta } from '../../shell/routeMeta';
import { page, title } from '../../views/page.css';
import { lead, section, sectionTitle } from '../../views/submission.css';
import { SAFETY_CAMPAIGNS, isSafetyKind } from './campaigns';
import type { safetyEntryLoader } from './loaders';
import { SafetyEntryFacts } from './SafetyEntryFacts';
import * as styles from './activity.css';

/**
 * 名单详情 (spec §2 /safe-detail?type=food&keyword=…): an enterprise's entry on a campaign's black or
 * white list, read with the campaign's check by its credit code (the lists have no detail operation;
 * the check answers the whole entry and which list it is on).
 */
export function Component() {
  const meta = useRouteMeta();
  const [params] = useSearchParams();
  const type = params.get('type');
  const keyword = (params.get('keyword') ?? '').trim();
  const campaign = isSafetyKind(type) ? SAFETY_CAMPAIGNS[type] : undefined;
  const answer = useLoaderData<typeof safetyEntryLoader>();

  let body;
  if (!campaign || keyword.length < 2) {
    body = <EmptyState title="未指定要查看的企业" description="请从食品、药品或农产品质量安全的红黑名单中选择一家企业查看详情" />;
  } else if (!answer?.record) {
    body = <EmptyState title={`${keyword} ${answer?.message ?? ''}`} description="该企业可能已移出名单，请返回名单重新查询" />;
  } else {
    const record = answer.record;
    body = (
      <section className={section} aria-labelledby="safety-entry-title">
        <h2 id="safety-entry-title" className={sectionTitle}>
          {record.name}
        </h2>
        <p className={lead}>{answer.message}</p>
        <SafetyEntryFacts entry={record} />
      </section>
    );
  }

  return (
    <div className={page}>
      <PageTitle className={title}>{meta?.pageTitle ?? meta?.title}</PageTitle>
      {body}
      {campaign && (
        <div className={styles.actions}>
          <Link to={campaign.href}>返回{campaign.label}红黑名单</Link>
          <Link to={campaign.cluesHref}>我要举报{campaign.label}线索</Link>
        </div>
      )}
    </div>
  );
}
Component.displayName = 'SafetyDetailPage';
