import { useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import { Card, EmptyState, Text, Tiles } from '@credit-portal/ui';
import { site } from '../../config/site';
import { PageTitle } from '../../shell/PageTitle';
import { PagedList, pageOfAll } from '../../views/PagedList';
import { readPaging } from '../../shell/paging';
import { useShell } from '../../shell/ShellContext';
import type { memberUnitsLoader } from './loaders';
import * as styles from './PublicityPage.css';

const logoOf = (pictureId: string) => `${site.apiBase}/filestorage/file/readImage/${encodeURIComponent(pictureId)}`;

/**
 * /member-unit (spec §2): the member units of the credit leading group as logo cards. Each card
 * leaves the site through the external-link confirmation (spec §4). The back end answers the whole
 * short list at once (the route's loader reads it); the page shows it a page at a time like every list
 * (spec §9), paging in the address without a new request.
 */
export function Component() {
  const shell = useShell();
  const [params] = useSearchParams();
  const paging = readPaging(params);
  const units = useLoaderData<typeof memberUnitsLoader>();
  const revalidator = useRevalidator();

  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>成员单位</PageTitle>
      <PagedList
        list={{ status: 'ready', data: pageOfAll(units, paging), retry: () => void revalidator.revalidate() }}
        loadingLabel="正在加载成员单位"
        loadingVariant="card"
        loadingCount={6}
        empty={<EmptyState title="暂无成员单位" />}
        header={(page) => (
          <Text tone="muted" size="sm">
            社会信用体系建设领导小组成员单位共 {page.total} 家，点击进入各单位网站。
          </Text>
        )}
      >
        {(shown) => (
          <Tiles as="ul" minWidth="sm" space="md" aria-label="成员单位列表">
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
          </Tiles>
        )}
      </PagedList>
    </Card>
  );
}
Component.displayName = 'MemberUnitPage';
