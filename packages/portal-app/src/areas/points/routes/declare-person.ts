// /declare-person
import type { RouteMeta } from '../../../shell/meta';
import { declarePersonLoader } from '../loaders';

export { DeclarePersonPage as default } from '../DeclarePage';

export const handle: RouteMeta = { name: 'DeclarePerson', title: '自然人积分申报', pageTitleEng: 'Points Declaration for Natural Persons' };

export const loader = declarePersonLoader;
export const clientLoader = declarePersonLoader;
