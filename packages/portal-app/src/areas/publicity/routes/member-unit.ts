// /member-unit
import type { RouteMeta } from '../../../shell/meta';
import { memberUnitsLoader } from '../loaders';

export { Component as default } from '../MemberUnitPage';

export const handle: RouteMeta = { name: 'MemberUnit', title: '成员单位', pageTitleEng: 'Member Units', oldRouter: true };

export const loader = memberUnitsLoader;
export const clientLoader = memberUnitsLoader;
