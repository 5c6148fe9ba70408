// /produce-safe-clues
import type { RouteMeta } from '../../../shell/meta';

export { Component as default } from '../ClueReportPage';

export const handle: RouteMeta = { name: 'ProduceSafeClues', title: '农产品质量安全线索举报', pageTitleEng: 'Report a Farm Produce Safety Clue', menuValue: '/produce-safe', oldRouter: true };
