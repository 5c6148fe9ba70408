// /service-personal-credit
import { SERVICE_HUB } from '../../../addresses';
import type { RouteMeta } from '../../../shell/meta';
import { personalCreditLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../PersonalCreditPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

/** Every page of the group lights the 信用服务 tab of the navigation (it leads to the hub). */
const SERVICE_TAB = SERVICE_HUB;

export const handle: RouteMeta = { name: 'ServicePersonalCredit', title: '个人信用服务', pageTitleEng: 'Personal Credit Services', menuValue: SERVICE_TAB, oldRouter: true };

export const loader = settled(personalCreditLoader);
export const clientLoader = personalCreditLoader;
