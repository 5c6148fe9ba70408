// 医保信用 (spec §2 'Sub-sites', Medical insurance): the medical-insurance sub-site in its own layout (layoutRoutes).
// Its CMS columns are found by name and its score results read the documented score-result list (reference
// server: features/medicalinsurance). How the tab pages and the 'more' pages differ: pages/medical/medical.ts.
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'medicalinsurance',
  routes: [
    { path: 'medical-insurance', layout: 'area' },
    { path: 'medical-insurance-news', layout: 'area' },
    { path: 'medical-insurance-policy', layout: 'area' },
    { path: 'medical-insurance-statistic', layout: 'area' },
    { path: 'medical-insurance-score', layout: 'area' },
    { path: 'medical-insurance-score-result', layout: 'area' },
    { path: 'medical-insurance/score-introduction', layout: 'area' },
    { path: 'medical-insurance/score-method', layout: 'area' },
    { path: 'medical-insurance/score-basis', layout: 'area' },
    { path: 'medical-insurance/score-level', layout: 'area' },
    { path: 'medical-insurance/selected-object', layout: 'area' },
    { path: 'medical-insurance/score-cycle', layout: 'area' },
    { path: 'medical-insurance/article', layout: 'area' },
    { path: 'medical-insurance/news', layout: 'area' },
    { path: 'medical-insurance/image-news', layout: 'area' },
    { path: 'medical-insurance/policy', layout: 'area' },
    { path: 'medical-insurance/statistic', layout: 'area' },
    { path: 'medical-insurance/measure', layout: 'area' },
    { path: 'medical-insurance/case', layout: 'area' },
    { path: 'medical-insurance/score-result', layout: 'area' },
  ],
} satisfies AreaRoutes;
