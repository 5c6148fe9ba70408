// /credit-shoes-info
import { submissionAction } from '../../../submission/action';
import { submissionClientAction } from '../../../submission/clientAction';
import { shoeCityFeedbackForm } from '../ShoeCityFeedbackForm';
import type { RouteMeta } from '../../../shell/meta';
import { shoeEnterprisesLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../ShoeEnterprisesPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const SHOE_CITY = '/credit-shoes-news';

export const handle: RouteMeta = { name: 'CreditShoesInfo', title: '鞋企信用信息', pageTitle: '信用鞋城 · 鞋企信用信息', pageTitleEng: 'Shoe Enterprises', menuValue: SHOE_CITY };

export const loader = settled(shoeEnterprisesLoader);
export const clientLoader = shoeEnterprisesLoader;

// A complaint or suggestion sent without the page's script: checked, verified and sent on the server.
export const action = submissionAction(shoeCityFeedbackForm);
// With the page's script, the form posts its values here (its files stored as they were chosen).
export const clientAction = submissionClientAction(shoeCityFeedbackForm);
