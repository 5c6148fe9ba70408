export { SideMenu, defaultSideMenuLabels, defaultSideMenuStorageKey } from './SideMenu';
export type { SideMenuProps, SideMenuItem, SideMenuLabels, SideMenuStorage } from './SideMenu';
