import { Link } from 'react-router';
import { creditLoanProductHref as productHref } from '../../addresses';
import { MyFavouritesTable, type CollectedProduct } from '../../finance/financeLists';
import type { PageOf } from '../../views/PagedList';
import { PageSection } from '../../views/PageSection';
import { USER_CENTRE_LIST } from './financeAddress';

/**
 * 我的收藏 (user centre, spec §1 'collect favourites'): the loan products the account keeps, the latest
 * first; each opens its detail in the credit-loan sub-site. The user centre's loader read the page of the address.
 */
export function MyFavouritesPanel({ page }: { page: PageOf<CollectedProduct> }) {
  return (
    <PageSection id="my-collections-title" title="我的收藏" panel>
      <MyFavouritesTable page={page} names={USER_CENTRE_LIST} productHref={productHref} emptyAction={<Link to="/credit-loan-service">浏览信用贷产品</Link>} />
    </PageSection>
  );
}
