// /code-publicity
import type { RouteMeta } from '../../../shell/meta';
import { subjectSearchLoader } from '../loaders';

export { Component as default } from '../SubjectSearchPage';

export const handle: RouteMeta = { name: 'CodePublicity', title: '信用信息查询', pageTitleEng: 'Credit Information' };

const pageLoader = subjectSearchLoader(0);

export const loader = pageLoader;
export const clientLoader = pageLoader;
