import { unwrap } from '@credit-portal/api-client';
import { ContentCard, NewsList } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useRouteMeta } from '../../shell/routeMeta';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import { cardGrid, page, title } from '../../views/page.css';
import { lead, section, sectionTitle } from '../../views/submission.css';
import { INTEGRITY_CAMPAIGN, SAFETY_CAMPAIGNS } from './campaigns';

/** How many of the newest articles the campaign's page shows before 更多 (/integrity-wanli-more lists them all). */
const LATEST = 8;

/** The newest articles of the campaign's CMS column, found by its name as the generic list view finds its columns. */
async function loadLatest(signal: AbortSignal) {
  const column = await unwrap(
    portal.api.GET('/cms/front/articleclassification/getClassificationByName', { params: { query: { name: INTEGRITY_CAMPAIGN } }, signal }),
  );
  return unwrap(portal.api.GET('/cms/front/articleinfo/pageByClassificationId', { params: { query: { classificationId: column.id, pageNo: 1, pageSize: LATEST } }, signal }));
}

/** 诚信建设万里行 (spec §2 /integrity-wanli): the campaign, its newest articles and the safety campaigns. */
export function Component() {
  const meta = useRouteMeta();
  const latest = useResource(loadLatest, 'latest');
  return (
    <div className={page}>
      <PageTitle className={title}>{meta?.pageTitle ?? meta?.title}</PageTitle>
      <p className={lead}>
        “诚信建设万里行”是全市社会信用体系建设的主题宣传活动，通过进企业、进社区、进学校、进机关，普及信用知识，宣传守信典型，曝光失信案例，
        营造“守信光荣、失信可耻”的社会氛围。
      </p>
      <NewsList
        title="活动动态"
        moreHref="/integrity-wanli-more"
        loading={latest.status === 'loading'}
        error={latest.status === 'error' ? latest.message : undefined}
        onRetry={latest.retry}
        labels={{ empty: '暂无活动动态' }}
        items={
          latest.status === 'ready'
            ? latest.data.records.map((article) => ({
                id: article.id,
                title: article.title,
                href: `/content-detail?id=${encodeURIComponent(article.id)}`,
                time: article.releaseTime,
              }))
            : []
        }
      />
      <section className={section} aria-labelledby="wanli-campaigns-title">
        <h2 id="wanli-campaigns-title" className={sectionTitle}>
          安全专项行动
        </h2>
        <ul className={cardGrid}>
          {Object.values(SAFETY_CAMPAIGNS).map((campaign) => (
            <li key={campaign.kind}>
              <ContentCard title={`${campaign.label}红黑名单与线索举报`} href={campaign.href} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
Component.displayName = 'IntegrityWanliPage';
