// /focus_group_of_people
import type { RouteMeta } from '../../../shell/meta';
import { subjectGroupLoader } from '../loaders';

export { FocusGroupOfPeoplePage as default } from '../SubjectGroupPage';

export const handle: RouteMeta = { name: 'FocusGroupOfPeople', title: '重点人群', pageTitleEng: 'Focus Groups' };

const pageLoader = subjectGroupLoader('FocusGroupOfPeople');

export const loader = pageLoader;
export const clientLoader = pageLoader;
