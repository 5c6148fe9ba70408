// 医保信用 (spec §2 'Sub-sites', Medical insurance): the medical-insurance sub-site in its own layout (layoutRoutes).
// Its CMS columns are found by name and its score results read the documented score-result list (reference
// server: features/medicalinsurance). How the tab pages and the 'more' pages differ: pages/medical/medical.ts.
import { MEDICAL_ARTICLE, MEDICAL_COLUMNS, MEDICAL_TABS, SCHEME_PARTS } from './medical';
import { listRoute, pageRoute } from '../../views/builders';
import { articleLoader, singlePageLoader } from '../../views/genericLists';
import { medicalHomeLoader, medicalScoreLoader, medicalStatisticLoader, scoreResultsLoader } from './loaders';
import { MEDICAL_SUBSITE } from './medical';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';


const scoreResult = () => import('./ScoreResultPage');
const schemePart = () => import('./SchemePartPage');
const article = { articleDetail: MEDICAL_ARTICLE };
// The 'more' pages keep the trail from the sub-site's home (spec §4 breadcrumb) and light their topic's tab.
const more = { ...article, oldRouter: true };

/** The pages in the area's own layout. */
const areaRoutes: PortalRoute[] = [
      pageRoute('medical-insurance', () => import('./MedicalHomePage'), { name: 'MedicalInsurance', title: '医保信用', pageTitleEng: 'Medical Insurance Credit', menuValue: '/medical-insurance' }, medicalHomeLoader),
      // The tabs (spec §9: news, policy, statistics, scoring, score results).
      listRoute('medical-insurance-news', '医保新闻', 'Medical Insurance News', { name: 'MedicalInsuranceNews', classification: MEDICAL_COLUMNS.news, ...article }),
      listRoute('medical-insurance-policy', '医保政策', 'Medical Insurance Policies', { name: 'MedicalInsurancePolicy', classification: MEDICAL_COLUMNS.policy, ...article }),
      pageRoute('medical-insurance-statistic', () => import('./StatisticPage'), { name: 'MedicalInsuranceStatistic', title: '医保统计', pageTitleEng: 'Medical Insurance Statistics', menuValue: MEDICAL_TABS.statistic }, medicalStatisticLoader),
      pageRoute('medical-insurance-score', () => import('./ScorePage'), { name: 'MedicalInsuranceScore', title: '信用评价', pageTitle: '定点医药机构信用评价', pageTitleEng: 'Credit Evaluation', menuValue: MEDICAL_TABS.score }, medicalScoreLoader),
      pageRoute('medical-insurance-score-result', scoreResult, { name: 'MedicalInsuranceScoreResult', title: '评价结果', pageTitle: '定点医药机构信用评价结果', pageTitleEng: 'Evaluation Results', menuValue: MEDICAL_TABS.scoreResult }, scoreResultsLoader),
      // The parts of the scoring scheme, one CMS article each.
      ...SCHEME_PARTS.map((part) =>
        pageRoute(
          part.href.slice(1),
          schemePart,
          { name: part.name, title: part.label, classification: part.classification, pageTitleEng: part.eng, menuValue: MEDICAL_TABS.score, oldRouter: true },
          singlePageLoader(part.classification),
        ),
      ),
      // Any article of the sub-site by ?id=, so no tab of its own.
      pageRoute('medical-insurance/article', () => import('../../views/ContentDetailPage'), { name: 'MedicalInsuranceArticle', title: '文章详情', pageTitleEng: 'Article', oldRouter: true }, articleLoader),
      // The 'more' pages: the whole lists behind the home's blocks.
      listRoute('medical-insurance/news', '医保动态', 'Medical Insurance News', { name: 'MedicalNews', classification: MEDICAL_COLUMNS.news, menuValue: MEDICAL_TABS.news, ...more }),
      listRoute('medical-insurance/image-news', '图片新闻', 'Picture News', { name: 'MedicalImageNews', classification: MEDICAL_COLUMNS.imageNews, menuValue: MEDICAL_TABS.news, ...more }),
      listRoute('medical-insurance/policy', '医保政策', 'Medical Insurance Policies', { name: 'MedicalPolicy', classification: MEDICAL_COLUMNS.policy, menuValue: MEDICAL_TABS.policy, ...more }),
      listRoute('medical-insurance/statistic', '医保基金运行情况', 'Fund Bulletins', { name: 'MedicalStatistic', classification: MEDICAL_COLUMNS.statistic, menuValue: MEDICAL_TABS.statistic, ...more }),
      listRoute('medical-insurance/measure', '监管措施', 'Supervision Measures', { name: 'MedicalMeasure', classification: MEDICAL_COLUMNS.measure, menuValue: '/medical-insurance', ...more }),
      listRoute('medical-insurance/case', '典型案例', 'Typical Cases', { name: 'MedicalCase', classification: MEDICAL_COLUMNS.case, menuValue: '/medical-insurance', ...more }),
      pageRoute('medical-insurance/score-result', scoreResult, { name: 'MedicalScoreResult', title: '评价结果', pageTitle: '定点医药机构信用评价结果', pageTitleEng: 'Evaluation Results', menuValue: MEDICAL_TABS.scoreResult, oldRouter: true }, scoreResultsLoader),
];

export const area: Area = {
  name: 'medicalinsurance',
  layout: { subsite: MEDICAL_SUBSITE },
  routes: [...inLayout('area', areaRoutes)],
};
