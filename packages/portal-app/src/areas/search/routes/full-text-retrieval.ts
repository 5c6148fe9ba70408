// /full-text-retrieval
import type { RouteMeta } from '../../../shell/meta';
import { fullTextSearchLoader } from '../loaders';

export { Component as default } from '../FullTextSearchPage';

export const handle: RouteMeta = { name: 'FullTextRetrieval', title: '全文检索', pageTitleEng: 'Full-text Retrieval' };

export const loader = fullTextSearchLoader;
export const clientLoader = fullTextSearchLoader;
