// Credit-information search (spec §2): by name or code, by unified social credit code, and full text.
import { pageRoute } from '../../views/builders';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';
import { fullTextSearchLoader, overviewLoader, subjectSearchLoader } from './loaders';

const mainRoutes: PortalRoute[] = [
  // 信用服务 (spec §2): the new-style credit query page; it switches the main layout to its new style.
  pageRoute('new-code-publicity', () => import('./NewCodePublicityPage'), { name: 'NewCodePublicity', title: '信用服务', pageTitleEng: 'Credit Service', keepAlive: true, newStyle: true }, overviewLoader),
  pageRoute('code-publicity', () => import('./SubjectSearchPage'), { name: 'CodePublicity', title: '信用信息查询', pageTitleEng: 'Credit Information' }, subjectSearchLoader(0)),
  pageRoute('code-publicity-resource', () => import('./SubjectSearchPage'), { name: 'CodePublicityResource', title: '统一社会信用代码查询', pageTitleEng: 'Unified Social Credit Code' }, subjectSearchLoader(1)),
];
const contentRoutes: PortalRoute[] = [
  pageRoute('full-text-retrieval', () => import('./FullTextSearchPage'), { name: 'FullTextRetrieval', title: '全文检索', pageTitleEng: 'Full-text Retrieval' }, fullTextSearchLoader),
];

export const area: Area = {
  name: 'search',
  routes: [...inLayout('main', mainRoutes), ...inLayout('content', contentRoutes)],
};
