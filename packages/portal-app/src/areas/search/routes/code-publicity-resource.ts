// /code-publicity-resource
import type { RouteMeta } from '../../../shell/meta';
import { subjectSearchLoader } from '../loaders';

export { Component as default } from '../SubjectSearchPage';

export const handle: RouteMeta = { name: 'CodePublicityResource', title: '统一社会信用代码查询', pageTitleEng: 'Unified Social Credit Code' };

const pageLoader = subjectSearchLoader(1);

export const loader = pageLoader;
export const clientLoader = pageLoader;
