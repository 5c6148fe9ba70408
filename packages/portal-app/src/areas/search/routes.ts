// Credit-information search (spec §2): by name or code, by unified social credit code, and full text.
import { lazyPage } from '../../shell/lazyPage';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';
import { fullTextSearchLoader, overviewLoader, subjectSearchLoader } from './loaders';

const mainRoutes: PortalRoute[] = [
  // 信用服务 (spec §2): the new-style credit query page; it switches the main layout to its new style.
  {
    path: 'new-code-publicity',
    lazy: lazyPage(() => import('./NewCodePublicityPage')),
    loader: overviewLoader,
    handle: {
      name: 'NewCodePublicity',
      title: '信用服务',
      pageTitleEng: 'Credit Service',
      keepAlive: true,
      newStyle: true,
    },
  },
  {
    path: 'code-publicity',
    lazy: lazyPage(() => import('./SubjectSearchPage')),
    loader: subjectSearchLoader(0),
    handle: {
      name: 'CodePublicity',
      title: '信用信息查询',
      pageTitleEng: 'Credit Information',
    },
  },
  {
    path: 'code-publicity-resource',
    lazy: lazyPage(() => import('./SubjectSearchPage')),
    loader: subjectSearchLoader(1),
    handle: {
      name: 'CodePublicityResource',
      title: '统一社会信用代码查询',
      pageTitleEng: 'Unified Social Credit Code',
    },
  },
];
const contentRoutes: PortalRoute[] = [
  {
    path: 'full-text-retrieval',
    lazy: lazyPage(() => import('./FullTextSearchPage')),
    loader: fullTextSearchLoader,
    handle: {
      name: 'FullTextRetrieval',
      title: '全文检索',
      pageTitleEng: 'Full-text Retrieval',
    },
  },
];

export const area: Area = {
  name: 'search',
  routes: [...inLayout('main', mainRoutes), ...inLayout('content', contentRoutes)],
};
