// /website-interaction
import type { RouteMeta } from '../../../shell/meta';
import { websiteInteractionLoader } from '../loaders';

export { Component as default } from '../WebsiteInteractionPage';

// Every page of the group lights the 网站互动 tab, where the portal's navigation offers one.
const INTERACTION_TAB = '/website-interaction';

export const handle: RouteMeta = { name: 'WebsiteInteraction', title: '网站互动', pageTitleEng: 'Website Interaction', menuValue: INTERACTION_TAB };

export const loader = websiteInteractionLoader;
export const clientLoader = websiteInteractionLoader;
