// /produce-safe
import type { RouteMeta } from '../../../shell/meta';
import { safetyListLoader } from '../loaders';

export { Component as default } from '../SafetyCampaignPage';

export const handle: RouteMeta = { name: 'ProduceSafe', title: '农产品质量安全', pageTitleEng: 'Farm Produce Safety', menuValue: '/produce-safe' };

export const loader = safetyListLoader;
export const clientLoader = safetyListLoader;
