import { Link } from 'react-router';
import { Badge, Card, Facts, formatDate, Heading, Text } from '@credit-portal/ui';
import { productHref, type Product } from './subsite';

const range = (min: number, max: number, unit: string) => (min === max ? `${min}${unit}` : `${min}–${max}${unit}`);

/** A loan product as a card: who lends, how much, at what rate, for how long, to whom; its name opens its detail. */
export function ProductCard({ product, headingLevel }: { product: Product; headingLevel: 2 | 3 }) {
  return (
    <Card as="article" space="xs">
      <Heading level={headingLevel} tone="brand">
        <Link to={productHref(product.id)}>{product.name}</Link>
      </Heading>
      <Text tone="muted" size="sm" leading="relaxed">{product.institutionName}</Text>
      <Badge tone="outline">{product.productType}</Badge>
      <Facts
        termWidth="sm"
        items={[
          { term: '贷款额度', value: range(product.minAmount, product.maxAmount, ' 万元') },
          { term: '年利率', value: range(product.minRate, product.maxRate, '%') },
          { term: '贷款期限', value: range(product.minTerm, product.maxTerm, ' 个月') },
          { term: '担保方式', value: product.guaranteeMode },
          { term: '适用对象', value: `${product.target}${product.enterpriseOnly ? '（仅限企业）' : ''}` },
        ]}
      />
      <Text tone="muted" size="sm" leading="relaxed">
        申请 {product.applyCount} 笔 · 放款 {product.loanCount} 笔 · 发布于 {formatDate(product.publishTime, 'yyyy-MM-dd')}
      </Text>
    </Card>
  );
}
