import { useLoaderData } from 'react-router';
import type { productDetailLoader } from '../../finance/loaders';
import { ProductView } from '../../finance/ProductView';
import { APPLICATIONS_FOLLOW_UP } from './subsite';
import { Card } from '@credit-portal/ui';

/**
 * /credit-loan-product-detail?id= : a loan product listed by the credit-loan sub-site, with its institution,
 * 收藏 and the application (login required; followed in the user centre's 我的融资申请). Read by the route's
 * loader; an unknown product is its 404.
 */
export function Component() {
  const { product, collected, enterprise, viewer } = useLoaderData<typeof productDetailLoader>();
  return (
    <Card look="panel" padding="lg" space="md">
      <ProductView product={product} collected={collected} enterprise={enterprise} viewer={viewer} followUp={APPLICATIONS_FOLLOW_UP} />
    </Card>
  );
}
Component.displayName = 'CreditLoanProductDetailPage';
