// /service-objection-representation-nolegal-info
import type { RouteMeta } from '../../../shell/meta';
import { objectionInfoLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

import { objectionInfoPage, objectionLookupAction, objectionLookupClientAction } from '../ObjectionInfoPage';

export default objectionInfoPage('other');
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

// Every page of the group lights the 信用服务 tab of the navigation.
const SERVICE_TAB = '/credit-Service';

export const handle: RouteMeta = { name: 'ServiceObjectionRepresentationNolegalInfo', title: '其他法人异议申诉进度', pageTitleEng: 'Other Legal Person Objection Progress', menuValue: SERVICE_TAB, oldRouter: true };

const load = objectionInfoLoader('other');
export const loader = settled(load);
export const clientLoader = load;

// 申诉进度查询, sent without the page's script (checked and looked up on the server) and with it.
export const action = objectionLookupAction('other');
export const clientAction = objectionLookupClientAction('other');
