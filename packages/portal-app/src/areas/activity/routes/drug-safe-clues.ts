// /drug-safe-clues
import type { RouteMeta } from '../../../shell/meta';

export { Component as default } from '../ClueReportPage';

export const handle: RouteMeta = { name: 'DrugSafeClues', title: '药品安全线索举报', pageTitleEng: 'Report a Drug Safety Clue', menuValue: '/drug-safe', oldRouter: true };
