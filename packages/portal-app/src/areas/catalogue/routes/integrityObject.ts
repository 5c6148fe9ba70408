// /integrityObject
import type { RouteMeta } from '../../../shell/meta';
import { subjectGroupLoader } from '../loaders';

export { IntegrityObjectPage as default } from '../SubjectGroupPage';

export const handle: RouteMeta = { name: 'IntegrityObject', title: '守信激励对象', pageTitleEng: 'Incentive Objects' };

const pageLoader = subjectGroupLoader('IntegrityObject');

export const loader = pageLoader;
export const clientLoader = pageLoader;
