// What the user centre (/user) reads, started by its route with the page's code (docs/architecture.md,
// "Data belongs to the route"): the account, the menu, and what the panel of the address shows.
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import { portal } from '#portal';
import { orForbidden, pagingOf, searchOf, signedIn } from '../../shell/routeData';
import type { BoardMessage } from '../../views/boardMessages';
import { myApplicationsOf, myFavouritesOf } from '../../finance/loaders';
import { myPointsOf } from '../../creditpoints/myPoints';
import { reportApplicationsOf } from '../../creditreports/applications';
import { USER_CENTRE_LIST } from './financeAddress';
import { readFlagOf, typeOf } from './messageFilters';
import { DEFAULT_PANEL, isPanel, type Panel } from './panels';

type Session = Schemas['Session'];

/** 消息中心: the page of the visitor's messages the address asks for, with its filters. */
function messagesOf(request: Request) {
  const params = searchOf(request);
  const { pageNo, pageSize } = pagingOf(request);
  const readFlag = readFlagOf(params.get('readFlag'));
  const type = typeOf(params.get('type'));
  return unwrap(
    portal.api.GET('/message/info/page', {
      params: { query: { pageNo, pageSize, ...(readFlag !== undefined ? { readFlag } : {}), ...(type ? { type } : {}) } },
      signal: request.signal,
    }),
  );
}

/** 我的留言: the page of the visitor's own messages the address asks for. */
async function myMessagesOf(request: Request) {
  const { pageNo, pageSize } = pagingOf(request);
  const answer = await unwrap(
    portal.api.GET('/cmpinternetportalfront/leavemessage/leavemessage/personalPage', { params: { query: { pageNo, pageSize } }, signal: request.signal }),
  );
  // The generated MyMessage type intersects BoardMessage with an empty record; its fields are BoardMessage's.
  return { ...answer, records: answer.records as BoardMessage[] };
}

/** 我的电子保函: the page of the enterprise's guarantees the address asks for. */
function myGuaranteesOf(request: Request) {
  const { pageNo, pageSize } = pagingOf(request);
  return unwrap(portal.api.GET('/cmpinternetportalfront/eleguarantee/myPage', { params: { query: { pageNo, pageSize } }, signal: request.signal }));
}

/** 我的信用修复: the page of the visitor's repair applications the address asks for. */
function myRepairApplicationsOf(request: Request) {
  const { pageNo, pageSize } = pagingOf(request);
  return unwrap(portal.api.GET('/cmpinternetportalfront/creditrepair/myApplications', { params: { query: { pageNo, pageSize } }, signal: request.signal }));
}

/** What the panel of the address shows, by its tab (账号信息 shows the account the page has already). */
async function panelOf(tab: Panel, request: Request, session: Promise<Session>) {
  switch (tab) {
    case 'my-points':
      return { tab, points: await myPointsOf(request, (await session).userType) };
    case 'credit-report-apply':
      return { tab, applications: await reportApplicationsOf(request) };
    case 'message-centre':
      return { tab, messages: await messagesOf(request) };
    case 'my-messages':
      return { tab, messages: await myMessagesOf(request) };
    case 'my-account':
      return { tab };
    case 'my-guarantees':
      return { tab, guarantees: await orForbidden(myGuaranteesOf(request)) };
    case 'my-applications':
      return { tab, applications: await myApplicationsOf(searchOf(request), USER_CENTRE_LIST, request.signal) };
    case 'my-collections':
      return { tab, favourites: await myFavouritesOf(searchOf(request), USER_CENTRE_LIST, request.signal) };
    case 'my-repairs':
      return { tab, repairs: await myRepairApplicationsOf(request) };
  }
}

export type PanelData = Awaited<ReturnType<typeof panelOf>>;

/** /user (login required): the account, the user-centre menu, and what the panel of `tab` shows (the message centre by default). */
export const userCentreLoader = signedIn(async ({ request }: LoaderFunctionArgs) => {
  const { signal } = request;
  const requested = searchOf(request).get('tab');
  const session = unwrap(portal.api.GET('/base/account/account/getCurrenUser', { signal }));
  const [account, menu, panel] = await Promise.all([
    session,
    unwrap(portal.api.GET('/base/menu/menu/getCurrenMenu', { signal })),
    panelOf(isPanel(requested) ? requested : DEFAULT_PANEL, request, session),
  ]);
  return { account, menu, panel };
});
