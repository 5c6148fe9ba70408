import { Link, useLoaderData, useSearchParams } from 'react-router';
import { EmptyState, Facts } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { readPaging } from '../../shell/paging';
import { useLoaded } from '../../shell/routeData';
import { linkTabs } from '../../views/page.css';
import { PagedList, pageOfAll } from '../../views/PagedList';
import type { creditLoanInstitutionsLoader } from './loaders';
import { KINDS, isKind, type Kind } from './queries';
import { institutionProductsHref, type Institution } from './subsite';
import * as styles from './creditloan.css';

/**
 * /credit-loan-mechanism: the platform's financial institutions (blankJrJg), by kind, a page at a time;
 * the route's loader reads those of the kind the address chooses.
 */
export function Component() {
  const [params] = useSearchParams();
  const paging = readPaging(params);
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const institutions = useLoaded(useLoaderData<typeof creditLoanInstitutionsLoader>());
  // The back end answers every institution at once; spec §9 shows them a page at a time like every list.
  const list = institutions.status === 'ready' ? { ...institutions, data: pageOfAll(institutions.data, paging) } : institutions;

  const kindHref = (value?: Kind) => (value ? `?kind=${encodeURIComponent(value)}` : '/credit-loan-mechanism');
  return (
    <section className={styles.page}>
      <PageTitle className={styles.title}>金融机构</PageTitle>
      <nav aria-label="机构类型" className={linkTabs}>
        <ul>
          <li>
            <Link to={kindHref()} aria-current={kind ? undefined : 'page'}>
              全部
            </Link>
          </li>
          {KINDS.map((value) => (
            <li key={value}>
              <Link to={kindHref(value)} aria-current={kind === value ? 'page' : undefined}>
                {value}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PagedList<Institution> list={list} loadingLabel="正在加载金融机构" loadingVariant="card" loadingCount={6} empty={<EmptyState title="暂无金融机构" />}>
        {(records) => (
          <ul className={styles.cardGrid}>
            {records.map((institution) => (
              <li key={institution.id}>
                <article className={styles.card}>
                  <h2 className={styles.cardTitle}>{institution.name}</h2>
                  <span className={styles.tag}>{institution.kind}</span>
                  <Facts
                    termWidth="sm"
                    items={[
                      { term: '所在地区', value: institution.district },
                      { term: '地址', value: institution.address },
                      { term: '联系电话', value: institution.phone },
                    ]}
                  />
                  <p className={styles.cardLine}>{institution.introduction}</p>
                  <Link className={styles.moreLink} to={institutionProductsHref(institution.id)}>
                    查看{institution.shortName}的金融产品（{institution.productCount} 款）
                  </Link>
                </article>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
Component.displayName = 'CreditLoanMechanismPage';
