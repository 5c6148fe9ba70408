// A loan product's logo and the words for its ranges (amounts in 万元, rates in %, terms in months).
import type { Schemas } from '@credit-portal/api-client';
import { advertImageSrc } from '../shell/navigation';
import * as styles from './finance.css';

export type ProductSummary = Schemas['ProductSummary'];

const range = (min: number, max: number) => (min === max ? `${min}` : `${min}–${max}`);
export const amountText = (p: Pick<ProductSummary, 'minAmount' | 'maxAmount'>) => `${range(p.minAmount, p.maxAmount)} 万元`;
export const rateText = (p: Pick<ProductSummary, 'minRate' | 'maxRate'>) => `${range(p.minRate, p.maxRate)}%`;
export const termText = (p: Pick<ProductSummary, 'minTerm' | 'maxTerm'>) => `${range(p.minTerm, p.maxTerm)} 个月`;

/** The institution's logo, read from the file store; decorative beside its written name. */
export function InstitutionLogo({ pictureId }: { pictureId: string }) {
  return <img className={styles.logo} src={advertImageSrc(pictureId)} alt="" width={48} height={48} loading="lazy" />;
}
