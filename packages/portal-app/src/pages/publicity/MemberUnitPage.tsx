import { useSearchParams } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { EmptyState, ErrorState, Pagination, Skeleton } from '@credit-portal/ui';
import { site } from '../../config/site';
import { PageTitle } from '../../layouts/PortalLayout';
import { PAGE_SIZES, readPaging, writePaging } from '../../shell/paging';
import { portal } from '../../shell/portal';
import { useShell } from '../../shell/ShellContext';
import { useResource } from '../../shell/useResource';
import * as styles from './PublicityPage.css';

const logoOf = (pictureId: string) => `${site.apiBase}/filestorage/file/readImage/${encodeURIComponent(pictureId)}`;

/**
 * /member-unit (spec §2): the member units of the credit leading group as logo cards. Each card
 * leaves the site through the external-link confirmation (spec §4). The back end answers the whole
 * short list at once; the page shows it a page at a time like every list (spec §9), paging in the address.
 */
export function Component() {
  const shell = useShell();
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);
  const units = useResource(
    (signal) => unwrap(portal.api.GET('/cmpinternetportalfront/memberunit/list', { signal })).then((list) => [...list].sort((a, b) => a.sort - b.sort)),
    'member-units',
  );

  const shown = units.status === 'ready' ? units.data.slice((paging.pageNo - 1) * paging.pageSize, paging.pageNo * paging.pageSize) : [];

  return (
    <section className={styles.page}>
      <PageTitle className={styles.title}>成员单位</PageTitle>
      {units.status === 'loading' && <Skeleton variant="card" count={6} label="正在加载成员单位" />}
      {units.status === 'error' && <ErrorState message={units.message} onRetry={units.retry} />}
      {units.status === 'ready' && units.data.length === 0 && <EmptyState title="暂无成员单位" />}
      {units.status === 'ready' && units.data.length > 0 && (
        <>
          <p className={styles.note}>社会信用体系建设领导小组成员单位共 {units.data.length} 家，点击进入各单位网站。</p>
          {shown.length === 0 ? (
            <EmptyState title="本页暂无成员单位" />
          ) : (
            <ul className={styles.unitGrid} aria-label="成员单位列表">
              {shown.map((unit) => (
                <li key={unit.id}>
                  <a
                    href={unit.url}
                    className={styles.unitCard}
                    onClick={(event) => {
                      // Spec §4: an external address is confirmed before the site is left.
                      event.preventDefault();
                      shell.confirmExternal(unit.url);
                    }}
                  >
                    <img className={styles.unitLogo} src={logoOf(unit.pictureId)} alt={unit.name} loading="lazy" />
                    {/* The logo's alt already names the link; the caption is for the eye. */}
                    <span className={styles.unitName} aria-hidden="true">
                      {unit.name}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          <Pagination
            className={styles.pagination}
            total={units.data.length}
            page={paging.pageNo}
            pageSize={paging.pageSize}
            pageSizes={PAGE_SIZES}
            onChange={(pageNo, pageSize) => setParams(writePaging(params, { pageNo, pageSize }))}
          />
        </>
      )}
    </section>
  );
}
Component.displayName = 'MemberUnitPage';
