import { useLoaderData } from 'react-router';
import type { productDetailLoader } from './loaders';
import { ProductView } from '../../finance/ProductView';
import { FARMING_FOLLOW_UP } from './subsite';
import { Card } from '@credit-portal/ui';

/**
 * /farming-financial-supermarket/detail?id= : a product with its institution, favourites and the
 * application, read by the route's loader (an unknown product is its 404; the applying enterprise streams in).
 */
export function Component() {
  const { product, collected, enterprise, viewer } = useLoaderData<typeof productDetailLoader>();
  return (
    <Card look="panel" padding="lg" space="md">
      <ProductView product={product} collected={collected} enterprise={enterprise} viewer={viewer} followUp={FARMING_FOLLOW_UP} />
    </Card>
  );
}
Component.displayName = 'FarmingProductDetailPage';
