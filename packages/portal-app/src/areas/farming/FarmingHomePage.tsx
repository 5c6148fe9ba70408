import { Link } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { ErrorState, NewsList, Skeleton } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import * as page from '../../views/page.css';
import { ProductCard } from './products';
import { FARMING, FARMING_COLUMNS } from './subsite';
import * as styles from './farming.css';

const HEADLINES = 6;

async function loadColumn(name: string, signal: AbortSignal) {
  const found = await unwrap(portal.api.GET('/cms/front/articleclassification/getClassificationByName', { params: { query: { name } }, signal }));
  const list = await unwrap(
    portal.api.GET('/cms/front/articleinfo/pageByClassificationId', { params: { query: { classificationId: found.id, pageNo: 1, pageSize: HEADLINES } }, signal }),
  );
  return list.records.map((article) => ({
    id: article.id,
    title: article.title,
    href: `${FARMING.articleDetail}?id=${encodeURIComponent(article.id)}`,
    time: article.releaseTime,
  }));
}

/** A column's newest articles with 更多 to the whole list. */
function ColumnBlock({ title, column, moreHref }: { title: string; column: string; moreHref: string }) {
  const list = useResource((signal) => loadColumn(column, signal), column);
  return (
    <NewsList
      title={title}
      headingLevel={2}
      moreHref={moreHref}
      items={list.status === 'ready' ? list.data : []}
      loading={list.status === 'loading'}
      error={list.status === 'error' ? list.message : undefined}
      onRetry={list.retry}
      datePattern="yyyy-MM-dd"
    />
  );
}

/** 农业金融服务平台 (/farming): the platform's figures, the recommended products, the financing-demand entry and the news at a glance. */
export function Component() {
  const home = useResource((signal) => unwrap(portal.credit.GET('/finance/front/product/productHomePage', { params: { query: { size: 6 } }, signal })), 'farming-home');

  return (
    <div className={page.page}>
      <PageTitle className={page.title}>农业金融服务平台</PageTitle>
      <section className={page.section} aria-labelledby="farming-figures">
        <h2 id="farming-figures" className={page.sectionTitle}>
          平台数据
        </h2>
        {home.status === 'loading' && <Skeleton variant="list" count={1} label="正在加载平台数据" />}
        {home.status === 'error' && <ErrorState message={home.message} onRetry={home.retry} />}
        {home.status === 'ready' && (
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>入驻金融机构</dt>
              <dd>{home.data.statistics.institutionCount} 家</dd>
            </div>
            <div className={styles.figure}>
              <dt>发布金融产品</dt>
              <dd>{home.data.statistics.productCount} 款</dd>
            </div>
            <div className={styles.figure}>
              <dt>融资申请</dt>
              <dd>{home.data.statistics.applyCount} 笔</dd>
            </div>
            <div className={styles.figure}>
              <dt>成功放款</dt>
              <dd>{home.data.statistics.loanCount} 笔</dd>
            </div>
            <div className={styles.figure}>
              <dt>放款金额</dt>
              <dd>{home.data.statistics.loanAmount} 万元</dd>
            </div>
          </dl>
        )}
      </section>

      <section className={styles.callout} aria-labelledby="farming-demand">
        <div>
          <h2 id="farming-demand" className={page.sectionTitle}>
            融资需求发布
          </h2>
          <p className={page.lead}>企业用户登录后可在线发布融资需求，入驻金融机构将在规定时限内对接。</p>
          <p className={page.muted}>
            已提交的申请和收藏的产品见<Link to={FARMING.user}>我的融资</Link>。
          </p>
        </div>
        <Link className={styles.calloutLink} to={FARMING.docking}>
          发布融资需求
        </Link>
      </section>

      <section className={page.section} aria-labelledby="farming-featured">
        <h2 id="farming-featured" className={page.sectionTitle}>
          推荐产品
        </h2>
        {home.status === 'loading' && <Skeleton variant="card" count={3} label="正在加载推荐产品" />}
        {home.status === 'error' && <ErrorState message={home.message} onRetry={home.retry} />}
        {home.status === 'ready' && (
          <ul className={page.cardGrid}>
            {home.data.featured.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
        <p className={page.muted}>
          <Link to={FARMING.products}>查看全部金融产品</Link>
        </p>
      </section>

      <div className={styles.columns}>
        <ColumnBlock title="新闻资讯" column={FARMING_COLUMNS.news} moreHref={FARMING.news} />
        <ColumnBlock title="通知公告" column={FARMING_COLUMNS.announcements} moreHref={FARMING.announcements} />
        <ColumnBlock title="政策法规" column={FARMING_COLUMNS.policy} moreHref={FARMING.policy} />
        <ColumnBlock title="信息公开" column={FARMING_COLUMNS.publicInfo} moreHref={FARMING.publicInfo} />
      </div>
    </div>
  );
}
Component.displayName = 'FarmingHomePage';
