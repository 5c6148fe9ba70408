// /ele-guarantee-input
import type { RouteMeta } from '../../../shell/meta';
import { eleGuaranteeInputLoader } from '../loaders';

export { Component as default } from '../EleGuaranteeInputPage';

export const handle: RouteMeta = { name: 'EleGuaranteeInput', title: '电子保函申请', pageTitleEng: 'Apply for a Guarantee', menuValue: '/ele-guarantee-input', requiresAuth: true };

export const loader = eleGuaranteeInputLoader;
export const clientLoader = eleGuaranteeInputLoader;
