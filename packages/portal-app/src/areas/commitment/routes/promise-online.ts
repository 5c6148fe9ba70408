// /promise-online
import type { RouteMeta } from '../../../shell/meta';
import { promiseOnlineLoader } from '../loaders';
import { settled } from '../../../shell/routeData';
import { submissionAction } from '../../../submission/action';
import { submissionClientAction } from '../../../submission/clientAction';
import { commitmentForm } from '../PromiseOnlinePage';

export { Component as default } from '../PromiseOnlinePage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

/** Every page of the area lights the 信用承诺 tab of the navigation (it leads to the hub). */
const COMMITMENT_TAB = '/credit-commitment';
const inArea = { menuValue: COMMITMENT_TAB, oldRouter: true } as const;

export const handle: RouteMeta = { name: 'PromiseOnline', title: '在线承诺', pageTitleEng: 'Sign a Commitment Online', ...inArea };

export const loader = settled(promiseOnlineLoader);
export const clientLoader = promiseOnlineLoader;

// The sign form sent without the page's script: checked and signed on the server.
export const action = submissionAction(commitmentForm);
// With the page's script, the form posts its values here (its files stored as they were chosen).
export const clientAction = submissionClientAction(commitmentForm);
