// /punishmentObject
import type { RouteMeta } from '../../../shell/meta';
import { subjectGroupLoader } from '../loaders';

export { PunishmentObjectPage as default } from '../SubjectGroupPage';

export const handle: RouteMeta = { name: 'PunishmentObject', title: '失信惩戒对象', pageTitleEng: 'Punishment Objects' };

const pageLoader = subjectGroupLoader('PunishmentObject');

export const loader = pageLoader;
export const clientLoader = pageLoader;
