import { Link } from 'react-router';
import { InstitutionLogo, amountText, rateText, termText, type ProductSummary } from '../../finance/products';
import { productHref } from './subsite';
import * as styles from './farming.css';

/** One product: its name (to the detail), institution and terms. `headingLevel` follows the page's outline. */
export function ProductCard({ product, headingLevel = 3 }: { product: ProductSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <div className={styles.cardHead}>
        <InstitutionLogo pictureId={product.logoPictureId} />
        <div>
          <Heading className={styles.cardTitle}>
            <Link to={productHref(product.id)}>{product.name}</Link>
          </Heading>
          <span>{product.institutionName}</span>
        </div>
      </div>
      <dl className={styles.terms}>
        <dt>参考利率</dt>
        <dd className={styles.rate}>{rateText(product)}</dd>
        <dt>贷款额度</dt>
        <dd>{amountText(product)}</dd>
        <dt>贷款期限</dt>
        <dd>{termText(product)}</dd>
        <dt>产品类型</dt>
        <dd>
          {product.productType}（{product.guaranteeMode}）
        </dd>
        <dt>适用对象</dt>
        <dd>{product.target}</dd>
        <dt>申请 / 放款</dt>
        <dd>
          {product.applyCount} / {product.loanCount} 笔
        </dd>
      </dl>
    </article>
  );
}
