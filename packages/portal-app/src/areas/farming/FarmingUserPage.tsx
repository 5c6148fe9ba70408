import { Link, useLoaderData } from 'react-router';
import { PageTitle } from '../../shell/PageTitle';
import { PageSection } from '../../views/PageSection';
import { MyApplicationsTable, MyFavouritesTable } from '../../finance/financeLists';
import type { farmingUserLoader } from './loaders';
import { APPLICATIONS_ADDRESS, FAVOURITES_ADDRESS } from '../../finance/queries';
import { FARMING, productHref } from './subsite';
import { Card } from '@credit-portal/ui';

/**
 * 我的融资 (/farming-user, login required): the visitor's own applications (financing demands) and
 * favourite products, each list's page and filter in the address, read by the route's loader.
 */
export function Component() {
  const { applications, favourites } = useLoaderData<typeof farmingUserLoader>();
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>我的融资</PageTitle>
      <PageSection id="my-applications" title="我的融资申请">
        <MyApplicationsTable page={applications} names={APPLICATIONS_ADDRESS} productHref={productHref} emptyAction={<Link to={FARMING.docking}>发布融资需求</Link>} />
      </PageSection>
      <PageSection id="my-favourites" title="我收藏的产品">
        <MyFavouritesTable page={favourites} names={FAVOURITES_ADDRESS} productHref={productHref} emptyAction={<Link to={FARMING.products}>浏览金融产品</Link>} />
      </PageSection>
    </Card>
  );
}
Component.displayName = 'FarmingUserPage';
