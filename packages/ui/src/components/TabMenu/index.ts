export { TabMenu, defaultTabMenuLabels } from './TabMenu';
export type { TabMenuProps, TabMenuLabels, NavigationTab, NavigationTabType } from './TabMenu';
export { splitTabRows, TAB_MENU_ROW_SIZE } from './splitTabRows';
