// A loan product as cards show it, and the words for its ranges (amounts in 万元, rates in %, terms in months).
import { Link } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { advertImageSrc } from '../../shell/navigation';
import { productHref } from './subsite';
import * as styles from './farming.css';

export type ProductSummary = Schemas['ProductSummary'];

const range = (min: number, max: number) => (min === max ? `${min}` : `${min}–${max}`);
export const amountText = (p: Pick<ProductSummary, 'minAmount' | 'maxAmount'>) => `${range(p.minAmount, p.maxAmount)} 万元`;
export const rateText = (p: Pick<ProductSummary, 'minRate' | 'maxRate'>) => `${range(p.minRate, p.maxRate)}%`;
export const termText = (p: Pick<ProductSummary, 'minTerm' | 'maxTerm'>) => `${range(p.minTerm, p.maxTerm)} 个月`;

/** The institution's logo, read from the file store; decorative beside its written name. */
export function InstitutionLogo({ pictureId }: { pictureId: string }) {
  return <img className={styles.logo} src={advertImageSrc(pictureId)} alt="" width={48} height={48} loading="lazy" />;
}

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
