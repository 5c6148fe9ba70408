// /ele-guarantee-home
import type { RouteMeta } from '../../../shell/meta';
import { eleGuaranteeHomeLoader } from '../loaders';

export { Component as default } from '../EleGuaranteeHomePage';

export const handle: RouteMeta = { name: 'EleGuaranteeHome', title: '电子保函', pageTitleEng: 'Electronic Guarantees', menuValue: '/ele-guarantee-home' };

export const loader = eleGuaranteeHomeLoader;
export const clientLoader = eleGuaranteeHomeLoader;
