// /license-punishment-detail
import type { RouteMeta } from '../../../shell/meta';
import { permitOrPenaltyLoader } from '../loaders';

export { Component as default } from '../DetailPage';

// Every double-publicity page lights the 双公示 tab of the navigation (it leads to the catalogue).
const DOUBLE_PUBLICITY_TAB = '/double-publicity-catalog';

export const handle: RouteMeta = { name: 'LicensePunishmentDetail', title: '双公示详情', pageTitleEng: 'Permit or Penalty Details', oldRouter: true, menuValue: DOUBLE_PUBLICITY_TAB };

export const loader = permitOrPenaltyLoader;
export const clientLoader = permitOrPenaltyLoader;
