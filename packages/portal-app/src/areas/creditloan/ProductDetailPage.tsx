import { useLoaderData } from 'react-router';
import * as page from '../../views/page.css';
import type { productDetailLoader } from '../../finance/loaders';
import { ProductView } from '../../finance/ProductView';
import { APPLICATIONS_FOLLOW_UP } from './subsite';

/**
 * /credit-loan-product-detail?id= : a loan product listed by the credit-loan sub-site, with its institution,
 * 收藏 and the application (login required; followed in the user centre's 我的融资申请). Read by the route's
 * loader; an unknown product is its 404.
 */
export function Component() {
  const { product, collected, enterprise } = useLoaderData<typeof productDetailLoader>();
  return (
    <div className={page.page}>
      <ProductView product={product} collected={collected} enterprise={enterprise} followUp={APPLICATIONS_FOLLOW_UP} />
    </div>
  );
}
Component.displayName = 'CreditLoanProductDetailPage';
