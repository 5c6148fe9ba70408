// /credit-Service
import { SERVICE_HUB } from '../../../addresses';
import type { RouteMeta } from '../../../shell/meta';

export { Component as default } from '../ServiceHubPage';

/** Every page of the group lights the 信用服务 tab of the navigation (it leads to the hub). */
const SERVICE_TAB = SERVICE_HUB;

export const handle: RouteMeta = { name: 'CreditService', title: '信用服务', pageTitleEng: 'Credit Services', menuValue: SERVICE_TAB };
