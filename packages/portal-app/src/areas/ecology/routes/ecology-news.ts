// /ecology-news
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';
import { ECOLOGY_COLUMNS, ECOLOGY_ARTICLE } from '../ecology';

export { Component as default } from '../../../views/ArticleListPage';

const route = listRoute('ecology-news', '信用动态', 'Environmental Credit News', { name: 'EcologyNews', classification: ECOLOGY_COLUMNS.news, articleDetail: ECOLOGY_ARTICLE });

export const handle: RouteMeta = route.handle;
export const loader = route.loader;
export const clientLoader = route.loader;
