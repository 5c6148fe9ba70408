// /service-objection-representation-person-info
import type { RouteMeta } from '../../../shell/meta';
import { objectionInfoLoader } from '../loaders';

export { Component as default } from '../ObjectionInfoPage';

// Every page of the group lights the 信用服务 tab of the navigation.
const SERVICE_TAB = '/credit-Service';

export const handle: RouteMeta = { name: 'ServiceObjectionRepresentationPersonInfo', title: '自然人异议申诉进度', pageTitleEng: 'Natural Person Objection Progress', menuValue: SERVICE_TAB, oldRouter: true };

export const loader = objectionInfoLoader;
export const clientLoader = objectionInfoLoader;
