import { useLoaderData } from 'react-router';
import { Card, EmptyState, NewsList } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useLoaded } from '../../shell/routeData';
import { PagedList } from '../../views/PagedList';
import type { personalCreditLoader } from './loaders';
import type { ServiceEntry } from './serviceEntries';
import { EntryCards, PageSection } from '../../views/PageSection';

/** What a natural person can do on the portal, each a page of its own. */
const PERSON_SERVICES: readonly ServiceEntry[] = [
  { name: '自然人异议申诉', href: '/service-objection-representation-person', description: '认为本人的公共信用信息有误时提出异议。' },
  { name: '信用修复', href: '/credit-repair', description: '纠正失信行为、履行义务后申请信用修复。' },
  { name: '自然人积分申报', href: '/declare-person', description: '申报志愿服务、见义勇为等守信事项，获得信用积分。' },
  { name: '失信风险警示报告', href: '/SXFXJSBG', description: '报告所知悉的非法集资、电信诈骗等失信风险。' },
  { name: '信用投诉', href: '/credit-complaint', description: '投诉失信行为或信用服务中的问题。' },
];

/**
 * /service-personal-credit (spec §2 'Credit service'): the services open to natural persons and the
 * articles of the 个人信用 column (what a personal credit record holds, how to keep and repair it), the
 * page of the address as the route's loader read it.
 */
export function Component() {
  const articles = useLoaded(useLoaderData<typeof personalCreditLoader>());

  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>个人信用服务</PageTitle>
      <PageSection id="person-services" title="个人办事">
        <EntryCards entries={PERSON_SERVICES} />
      </PageSection>
      <PageSection id="person-articles" title="个人信用知识">
        <PagedList
          list={articles}
          loadingLabel="正在加载个人信用知识"
          loadingCount={8}
          preventScrollReset
          empty={<EmptyState title="暂无个人信用文章" />}
        >
          {(records) => (
            <NewsList
              items={records.map((article) => ({
                id: article.id,
                title: article.title,
                href: `/content-detail?id=${encodeURIComponent(article.id)}`,
                time: article.releaseTime,
              }))}
              datePattern="yyyy-MM-dd"
            />
          )}
        </PagedList>
      </PageSection>
    </Card>
  );
}
Component.displayName = 'PersonalCreditPage';
