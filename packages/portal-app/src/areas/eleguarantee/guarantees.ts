// 电子保函: what the sub-site's pages share — the types of the contract's guarantee schemas, money as a
// Chinese reader expects it, and the addresses of its pages.
import type { Schemas } from '@credit-portal/api-client';

export type GuaranteeInstitution = Schemas['GuaranteeInstitution'];
export type GuaranteeProduct = Schemas['GuaranteeProduct'];
export type GuaranteeTender = Schemas['GuaranteeTender'];
export type GuaranteeReceipt = Schemas['GuaranteeReceipt'];
export type GuaranteeSummary = Schemas['GuaranteeSummary'];
export type GuaranteeDetail = Schemas['GuaranteeDetail'];
export type GuaranteeVerification = Schemas['GuaranteeVerification'];
export type InstitutionType = Schemas['GuaranteeInstitutionType'];

export const INSTITUTION_TYPES: readonly InstitutionType[] = ['银行', '保险', '担保'];
export const isInstitutionType = (value: string | null): value is InstitutionType => INSTITUTION_TYPES.includes(value as InstitutionType);

/** What each type of institution issues, for the table's headings. */
export const INSTITUTION_TYPE_NAMES: Record<InstitutionType, string> = { 银行: '银行保函', 保险: '保证保险', 担保: '担保保函' };

/** The sub-site's pages and a guarantee's page for its applicant (the user centre links to them too). */
export { GUARANTEE_PAGES, guaranteeHref } from '../../addresses';

export { yuan } from '../../views/amounts';

/** The premium a product asks for an amount: the rate (percent), at least its minimum (as the back end reckons it). */
export const premiumOf = (amount: number, product: Pick<GuaranteeProduct, 'rate' | 'minPremium'>): number =>
  Math.max(Math.round((amount * product.rate) / 100), product.minPremium);

/** Whether a product covers a tender's bid bond. */
export const covers = (product: Pick<GuaranteeProduct, 'minAmount' | 'maxAmount'>, amount: number): boolean =>
  amount >= product.minAmount && amount <= product.maxAmount;
