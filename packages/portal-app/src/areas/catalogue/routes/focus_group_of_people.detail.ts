// /focus_group_of_people/detail
import type { RouteMeta } from '../../../shell/meta';
import { subjectLoader } from '../loaders';

export { Component as default } from '../SubjectDetailPage';

export const handle: RouteMeta = { name: 'FocusGroupOfPeopleDetail', title: '详情', pageTitle: '主体详情', pageTitleEng: 'Subject Details', oldRouter: true };

export const loader = subjectLoader;
export const clientLoader = subjectLoader;
