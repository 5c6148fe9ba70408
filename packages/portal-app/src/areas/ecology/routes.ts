// 生态环境信用 (spec §2 'Sub-sites', Ecology): the ecology sub-site in its own layout (layoutRoutes). Its CMS
// columns are found by name (reference server: features/ecology); its enterprise lists read the environment
// bureau's penalties and the annual grades of the 生态环境 industry.
import {
  ECOLOGY_ARTICLE,
  ECOLOGY_COLUMNS,
  ECOLOGY_INDUSTRY,
  EVALUATION_COLUMNS,
  EVALUATION_PATH,
  PENALTY_COLUMNS,
  PENALTY_PATH,
  penaltyHref,
} from './ecology';
import { listRoute, pageRoute, recordRoute } from '../../views/builders';
import { articleLoader, singlePageLoader } from '../../views/genericLists';
import { ECOLOGY_SUBSITE } from './ecology';
import { ecologyHomeLoader, evaluationResultsLoader } from './loaders';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';


const ENTERPRISE_HINT = '企业名称或统一社会信用代码';

/** The pages in the area's own layout. */
const areaRoutes: PortalRoute[] = [
      pageRoute('ecology', () => import('./EcologyHomePage'), { name: 'Ecology', title: '生态环境信用', pageTitleEng: 'Ecological Environment Credit', menuValue: '/ecology' }, ecologyHomeLoader),
      listRoute('ecology-news', '信用动态', 'Environmental Credit News', { name: 'EcologyNews', classification: ECOLOGY_COLUMNS.news, articleDetail: ECOLOGY_ARTICLE }),
      listRoute('ecology-policy', '政策法规', 'Policies and Regulations', { name: 'EcologyPolicy', classification: ECOLOGY_COLUMNS.policy, articleDetail: ECOLOGY_ARTICLE }),
      listRoute('ecology-case', '典型案例', 'Typical Cases', { name: 'EcologyCase', classification: ECOLOGY_COLUMNS.case, articleDetail: ECOLOGY_ARTICLE }),
      pageRoute('ecology-introduction', () => import('../../views/SinglePage'), { name: 'EcologyIntroduction', title: '专栏简介', classification: ECOLOGY_COLUMNS.introduction, pageTitleEng: 'About the Column', menuValue: '/ecology-introduction' }, singlePageLoader(ECOLOGY_COLUMNS.introduction)),
      // Any CMS article by ?id= (the electronic-guarantee sub-site links its news here too), so no tab of its own.
      pageRoute('ecology-news-detail', () => import('../../views/ContentDetailPage'), { name: 'EcologyNewsDetail', title: '文章详情', pageTitleEng: 'Article', oldRouter: true }, articleLoader),
      pageRoute('ecology-publicity', () => import('./EvaluationResultsPage'), { name: 'EcologyPublicity', title: '企业环境信用评价结果', pageTitleEng: 'Environmental Credit Evaluation', menuValue: '/ecology-publicity' }, evaluationResultsLoader),
      recordRoute(
        'ecology-publicity-all',
        '全部评价结果',
        'All Evaluation Results',
        { path: EVALUATION_PATH, query: { industry: ECOLOGY_INDUSTRY }, columns: EVALUATION_COLUMNS, keywordHint: ENTERPRISE_HINT },
        { name: 'EcologyPublicityAll', pageTitle: '企业环境信用评价结果（全部）', menuValue: '/ecology-publicity', oldRouter: true },
      ),
      recordRoute(
        'ecology-ep-honest',
        '环保诚信企业',
        'Environmentally Honest Enterprises',
        { path: EVALUATION_PATH, query: { industry: ECOLOGY_INDUSTRY, grade: 'A' }, columns: EVALUATION_COLUMNS, keywordHint: ENTERPRISE_HINT },
        { name: 'EcologyEpHonest', menuValue: '/ecology-ep-honest' },
      ),
      recordRoute(
        'ecology-ep-dishonest',
        '环境违法企业',
        'Environmental Violators',
        { path: PENALTY_PATH, columns: PENALTY_COLUMNS, keywordHint: '企业名称、统一社会信用代码或决定书文号', linkColumn: 'subjectName', detailHref: penaltyHref },
        { name: 'EcologyEpDishonest', menuValue: '/ecology-ep-dishonest' },
      ),
];

export const area: Area = {
  name: 'ecology',
  layout: { subsite: ECOLOGY_SUBSITE },
  routes: [...inLayout('area', areaRoutes)],
};
