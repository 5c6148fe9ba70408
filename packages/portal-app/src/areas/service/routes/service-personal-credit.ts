// /service-personal-credit
import { SERVICE_HUB } from '../../../addresses';
import type { RouteMeta } from '../../../shell/meta';
import { personalCreditLoader } from '../loaders';

export { Component as default } from '../PersonalCreditPage';

/** Every page of the group lights the 信用服务 tab of the navigation (it leads to the hub). */
const SERVICE_TAB = SERVICE_HUB;

export const handle: RouteMeta = { name: 'ServicePersonalCredit', title: '个人信用服务', pageTitleEng: 'Personal Credit Services', menuValue: SERVICE_TAB, oldRouter: true };

export const loader = personalCreditLoader;
export const clientLoader = personalCreditLoader;
