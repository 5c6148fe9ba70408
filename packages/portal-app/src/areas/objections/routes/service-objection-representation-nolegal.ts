// /service-objection-representation-nolegal
import type { RouteMeta } from '../../../shell/meta';
import { accountLoader } from '../../../submission/account';

export { Component as default } from '../ObjectionFormPage';

// Every page of the group lights the 信用服务 tab of the navigation.
const SERVICE_TAB = '/credit-Service';

export const handle: RouteMeta = { name: 'ServiceObjectionRepresentationNolegal', title: '其他法人异议申诉', pageTitleEng: 'Other Legal Person Objection', menuValue: SERVICE_TAB, oldRouter: true };

export const loader = accountLoader;
export const clientLoader = accountLoader;
