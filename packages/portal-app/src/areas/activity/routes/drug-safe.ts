// /drug-safe
import type { RouteMeta } from '../../../shell/meta';
import { safetyListLoader } from '../loaders';

export { Component as default } from '../SafetyCampaignPage';

export const handle: RouteMeta = { name: 'DrugSafe', title: '药品安全', pageTitleEng: 'Drug Safety', menuValue: '/drug-safe' };

export const loader = safetyListLoader;
export const clientLoader = safetyListLoader;
