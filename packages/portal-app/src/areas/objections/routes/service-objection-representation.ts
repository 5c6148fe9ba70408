// /service-objection-representation
import type { RouteMeta } from '../../../shell/meta';
import { accountLoader } from '../../../submission/account';

export { Component as default } from '../ObjectionFormPage';

// Every page of the group lights the 信用服务 tab of the navigation.
const SERVICE_TAB = '/credit-Service';

export const handle: RouteMeta = { name: 'ServiceObjectionRepresentation', title: '企业法人异议申诉', pageTitleEng: 'Enterprise Objection', menuValue: SERVICE_TAB, oldRouter: true };

export const loader = accountLoader;
export const clientLoader = accountLoader;
