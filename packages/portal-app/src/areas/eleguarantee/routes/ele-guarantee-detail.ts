// /ele-guarantee-detail
import type { RouteMeta } from '../../../shell/meta';
import { eleGuaranteeDetailLoader } from '../loaders';

export { Component as default } from '../EleGuaranteeDetailPage';

export const handle: RouteMeta = { name: 'EleGuaranteeDetail', title: '保函详情与查验', pageTitleEng: 'Guarantee Verification', menuValue: '/ele-guarantee-detail' };

export const loader = eleGuaranteeDetailLoader;
export const clientLoader = eleGuaranteeDetailLoader;
