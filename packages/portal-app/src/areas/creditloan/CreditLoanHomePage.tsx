import { Link } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { EmptyState, ErrorState, NewsList, Skeleton } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import { loadColumnPage } from '../freetradearea/columnPage';
import { ProductCard } from './ProductCard';
import { NEWS_COLUMN, institutionProductsHref, newsHref } from './subsite';
import * as styles from './creditloan.css';

/** How many products, institutions and news items the home page shows of each. */
const HOME_PRODUCTS = 6;
const HOME_INSTITUTIONS = 8;
const HOME_NEWS = 8;

function SectionHead({ id, title, moreHref, moreLabel }: { id: string; title: string; moreHref: string; moreLabel: string }) {
  return (
    <div className={styles.sectionHead}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <Link className={styles.moreLink} to={moreHref}>
        {moreLabel}
      </Link>
    </div>
  );
}

function Products() {
  const home = useResource(
    (signal) => unwrap(portal.credit.GET('/finance/front/product/productHomePage', { params: { query: { size: HOME_PRODUCTS } }, signal })),
    'home',
  );
  return (
    <>
      <section className={styles.section} aria-labelledby="credit-loan-figures">
        <h2 id="credit-loan-figures" className={styles.sectionTitle}>
          平台数据
        </h2>
        {home.status === 'loading' && <Skeleton variant="card" count={1} label="正在加载平台数据" />}
        {home.status === 'error' && <ErrorState message={home.message} onRetry={home.retry} />}
        {home.status === 'ready' && (
          <dl className={styles.figures}>
            {[
              ['入驻金融机构（家）', home.data.statistics.institutionCount],
              ['金融产品（款）', home.data.statistics.productCount],
              ['融资申请（笔）', home.data.statistics.applyCount],
              ['成功放款（笔）', home.data.statistics.loanCount],
              ['放款金额（万元）', home.data.statistics.loanAmount],
            ].map(([label, value]) => (
              <div key={label} className={styles.figure}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section className={styles.section} aria-labelledby="credit-loan-featured">
        <SectionHead id="credit-loan-featured" title="推荐产品" moreHref="/credit-loan-service" moreLabel="更多金融产品" />
        {home.status === 'loading' && <Skeleton variant="card" count={3} label="正在加载推荐产品" />}
        {home.status === 'error' && <ErrorState message={home.message} onRetry={home.retry} />}
        {home.status === 'ready' &&
          (home.data.featured.length === 0 ? (
            <EmptyState />
          ) : (
            <ul className={styles.cardGrid}>
              {home.data.featured.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} headingLevel={3} />
                </li>
              ))}
            </ul>
          ))}
      </section>
    </>
  );
}

function Institutions() {
  const institutions = useResource((signal) => unwrap(portal.credit.GET('/finance/front/product/blankJrJg', { params: { query: {} }, signal })), 'all');
  return (
    <section className={styles.section} aria-labelledby="credit-loan-institutions">
      <SectionHead id="credit-loan-institutions" title="金融机构" moreHref="/credit-loan-mechanism" moreLabel="更多金融机构" />
      {institutions.status === 'loading' && <Skeleton variant="list" count={4} label="正在加载金融机构" />}
      {institutions.status === 'error' && <ErrorState message={institutions.message} onRetry={institutions.retry} />}
      {institutions.status === 'ready' &&
        (institutions.data.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className={styles.cardGrid}>
            {institutions.data.slice(0, HOME_INSTITUTIONS).map((institution) => (
              <li key={institution.id} className={styles.card}>
                <h3 className={styles.cardTitle}>{institution.shortName}</h3>
                <p className={styles.cardLine}>
                  {institution.kind} · {institution.district}
                </p>
                <Link className={styles.moreLink} to={institutionProductsHref(institution.id)}>
                  {institution.shortName}的金融产品（{institution.productCount}）
                </Link>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

function News() {
  const news = useResource((signal) => loadColumnPage(NEWS_COLUMN, 1, HOME_NEWS, signal), 'news');
  return (
    <NewsList
      title="新闻资讯"
      headingLevel={2}
      moreHref="/credit-loan-news"
      loading={news.status === 'loading'}
      error={news.status === 'error' ? news.message : undefined}
      onRetry={news.retry}
      items={news.status === 'ready' ? news.data.records.map((article) => ({ id: article.id, title: article.title, href: newsHref(article.id), time: article.releaseTime })) : []}
    />
  );
}

/** /credit-loan-home: the platform's figures, recommended products, institutions and news at a glance. */
export function Component() {
  return (
    <div className={styles.page}>
      <PageTitle className={styles.title}>信用贷</PageTitle>
      <Products />
      <Institutions />
      <News />
    </div>
  );
}
Component.displayName = 'CreditLoanHomePage';
