// /food-safe
import type { RouteMeta } from '../../../shell/meta';
import { safetyListLoader } from '../loaders';

export { Component as default } from '../SafetyCampaignPage';

export const handle: RouteMeta = { name: 'FoodSafe', title: '食品安全', pageTitleEng: 'Food Safety', menuValue: '/food-safe' };

export const loader = safetyListLoader;
export const clientLoader = safetyListLoader;
