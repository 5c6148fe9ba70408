import { Link } from 'react-router';
import { creditLoanProductHref as productHref } from '../../addresses';
import { MyApplicationsTable, type MyApplication } from '../../finance/financeLists';
import type { PageOf } from '../../views/PagedList';
import { PageSection } from '../../views/PageSection';
import { USER_CENTRE_LIST } from './financeAddress';

/**
 * 我的融资申请 (user centre, spec §1 'apply for loan products'): every loan application of the account,
 * from either sub-site that lists products (信用贷, 农业金融), filtered by status; each product opens its
 * detail in the credit-loan sub-site. The user centre's loader read the page of the address.
 */
export function MyApplicationsPanel({ page }: { page: PageOf<MyApplication> }) {
  return (
    <PageSection id="my-applications-title" title="我的融资申请" panel>
      <MyApplicationsTable page={page} names={USER_CENTRE_LIST} productHref={productHref} emptyAction={<Link to="/credit-loan-service">浏览信用贷产品</Link>} />
    </PageSection>
  );
}
