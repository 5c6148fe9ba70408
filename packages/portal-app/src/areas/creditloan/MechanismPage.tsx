import { Link, useLoaderData, useSearchParams } from 'react-router';
import { Badge, Card, EmptyState, Facts, Heading, Text, TextLink, Tiles } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { readPaging } from '../../shell/paging';
import { useLoaded } from '../../shell/routeData';
import { linkTabs } from '../../views/page.css';
import { PagedList, pageOfAll } from '../../views/PagedList';
import type { creditLoanInstitutionsLoader } from './loaders';
import { KINDS, isKind, type Kind } from './queries';
import { institutionProductsHref, type Institution } from './subsite';

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
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>金融机构</PageTitle>
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
          <Tiles as="ul" minWidth="md" space="md">
            {records.map((institution) => (
              <li key={institution.id}>
                <Card as="article" space="xs">
                  <Heading level={2} tone="brand">{institution.name}</Heading>
                  <Badge tone="outline">{institution.kind}</Badge>
                  <Facts
                    termWidth="sm"
                    items={[
                      { term: '所在地区', value: institution.district },
                      { term: '地址', value: institution.address },
                      { term: '联系电话', value: institution.phone },
                    ]}
                  />
                  <Text tone="muted" size="sm" leading="relaxed">{institution.introduction}</Text>
                  <TextLink standalone href={institutionProductsHref(institution.id)}>
                    查看{institution.shortName}的金融产品（{institution.productCount} 款）
                  </TextLink>
                </Card>
              </li>
            ))}
          </Tiles>
        )}
      </PagedList>
    </Card>
  );
}
Component.displayName = 'CreditLoanMechanismPage';
