// /food-safe-clues
import type { RouteMeta } from '../../../shell/meta';

export { Component as default } from '../ClueReportPage';

export const handle: RouteMeta = { name: 'FoodSafeClues', title: '食品安全线索举报', pageTitleEng: 'Report a Food Safety Clue', menuValue: '/food-safe', oldRouter: true };
