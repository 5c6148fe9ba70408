// 信用贷 (spec §2 'Sub-sites', Credit loan): the credit-loan sub-site in its own layout (layoutRoutes).
// Products and institutions from the /credit base, news and service guides from the CMS; the two article
// routes differ by column and tab (pages/creditloan/subsite.ts).
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'creditloan',
  routes: [
    { path: 'credit-loan-home', layout: 'area' },
    { path: 'credit-loan-mechanism', layout: 'area' },
    { path: 'credit-loan-service', layout: 'area' },
    { path: 'credit-loan-product-detail', layout: 'area' },
    { path: 'credit-loan-news', layout: 'area' },
    { path: 'credit-loan-news-detail', layout: 'area' },
    { path: 'credit-loan-newsInfo', layout: 'area' },
  ],
} satisfies AreaRoutes;
