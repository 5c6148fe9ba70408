// 信用贷 (spec §2 'Sub-sites', §9 tabs: home, financial institutions, news, special services): the
// sub-site's config. Its products and institutions come from the financial-products base (/credit),
// its news and service guides from the CMS (reference server: features/finance, features/creditloan).
//
// The two article routes (decision, spec §2 leaves the difference open): /credit-loan-news-detail opens
// a news article of 信用贷资讯 (the 新闻资讯 tab lit, reached from the news list and the home page);
// /credit-loan-newsInfo opens a service guide of 信用贷服务指南 (the 特色服务 tab lit, reached from the
// guides beside the products on /credit-loan-service).
import type { SubsiteTab } from '@credit-portal/ui';
import type { Subsite } from '../../shell/meta';
import type { components } from '@credit-portal/api-client';

export type Product = components['schemas']['ProductSummary'];
export type Institution = components['schemas']['Institution'];

export const NEWS_COLUMN = '信用贷资讯';
export const GUIDE_COLUMN = '信用贷服务指南';

export const newsHref = (id: string) => `/credit-loan-news-detail?id=${encodeURIComponent(id)}`;
export const guideHref = (id: string) => `/credit-loan-newsInfo?id=${encodeURIComponent(id)}`;
/** A product's detail and application in the sub-site (decision: spec §2 lists no such route; see routes.ts). */
export { creditLoanProductHref as productHref } from '../../addresses';
/** Where an applicant follows a loan application: the user centre's 我的融资申请 (areas/user). */
export const APPLICATIONS_FOLLOW_UP = { href: '/user?tab=my-applications', label: '个人中心的“我的融资申请”' } as const;
export const institutionProductsHref = (id: string) => `/credit-loan-service?institutionId=${encodeURIComponent(id)}`;

const tabs: SubsiteTab[] = [
  { label: '首页', value: 'home', href: '/credit-loan-home' },
  { label: '金融机构', value: 'mechanism', href: '/credit-loan-mechanism' },
  { label: '新闻资讯', value: 'news', href: '/credit-loan-news' },
  { label: '特色服务', value: 'service', href: '/credit-loan-service' },
];

export const CREDIT_LOAN: Subsite = {
  name: '信用贷',
  href: '/credit-loan-home',
  tabs,
  tabsVariant: 'filled',
};
