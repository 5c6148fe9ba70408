// /ele-guarantee-detail
import type { RouteMeta } from '../../../shell/meta';
import { eleGuaranteeDetailLoader } from '../loaders';
import { settled } from '../../../shell/routeData';
import { verifyAction, verifyClientAction } from '../EleGuaranteeDetailPage';

export { Component as default } from '../EleGuaranteeDetailPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'EleGuaranteeDetail', title: '保函详情与查验', pageTitleEng: 'Guarantee Verification', menuValue: '/ele-guarantee-detail' };

export const loader = settled(eleGuaranteeDetailLoader);
export const clientLoader = eleGuaranteeDetailLoader;

// 真伪查验 sent without the page's script: checked and verified on the server, the answer shown below the form.
export const action = verifyAction;
// With the page's script, its form posts here (the same checks and lookup, in the browser).
export const clientAction = verifyClientAction;
