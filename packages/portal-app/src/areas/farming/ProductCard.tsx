import { Link } from 'react-router';
import { InstitutionLogo, amountText, rateText, termText, type ProductSummary } from '../../finance/products';
import { productHref } from './subsite';
import { Card, Facts, Heading, Inline, Text } from '@credit-portal/ui';

/** One product: its name (to the detail), institution and terms. `headingLevel` follows the page's outline. */
export function ProductCard({ product, headingLevel = 3 }: { product: ProductSummary; headingLevel?: 2 | 3 }) {
  return (
    <Card as="article" space="xs">
      <Inline space="sm" alignY="center">
        <InstitutionLogo pictureId={product.logoPictureId} />
        <div>
          <Heading level={headingLevel} tone="brand">
            <Link to={productHref(product.id)}>{product.name}</Link>
          </Heading>
          <span>{product.institutionName}</span>
        </div>
      </Inline>
      <Facts
        termWidth="sm"
        items={[
          { term: '参考利率', value: <Text as="span" weight="bold" tone="brand">{rateText(product)}</Text> },
          { term: '贷款额度', value: amountText(product) },
          { term: '贷款期限', value: termText(product) },
          { term: '产品类型', value: `${product.productType}（${product.guaranteeMode}）` },
          { term: '适用对象', value: product.target },
          { term: '申请 / 放款', value: `${product.applyCount} / ${product.loanCount} 笔` },
        ]}
      />
    </Card>
  );
}
