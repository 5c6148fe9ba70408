// What the 公众留言 pages read, started by their routes with the pages' code (docs/architecture.md,
// "Data belongs to the route").
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { portal } from '#portal';
import { orNull, pagingOf, searchOf, streamed } from '../../shell/routeData';
import { loadViewer } from '../../shell/session';
import { chosenYear, isMessageId, isMessageType } from './params';

/** How many of the latest answered messages /leavemessage shows. */
export const LATEST = 8;

/**
 * /leavemessage?year=: the 受理情况 of the address's year and the latest answered messages, parts of the page
 * that may come later (not awaited), and who visits (我的留言 is a logged-in visitor's).
 */
export async function leaveMessageHubLoader({ request }: LoaderFunctionArgs) {
  const { signal } = request;
  const year = chosenYear(searchOf(request));
  const situation = unwrap(
    portal.api.GET('/cmpinternetportalfront/leavemessage/leavemessage/acceptSituation', { params: { query: year ? { year: Number(year) } : {} }, signal }),
  );
  const latest = unwrap(portal.api.GET('/cmpinternetportalfront/leavemessage/leavemessage/page', { params: { query: { pageNo: 1, pageSize: LATEST } }, signal }));
  return { situation: streamed(situation), latest: streamed(latest), viewer: await loadViewer() };
}

/** /credit-leavemessage: one page of the answered public messages with the address's keyword and type. */
export async function messageBoardLoader({ request }: LoaderFunctionArgs) {
  const { pageNo, pageSize, keyword } = pagingOf(request);
  const type = searchOf(request).get('type');
  return unwrap(
    portal.api.GET('/cmpinternetportalfront/leavemessage/leavemessage/page', {
      params: { query: { pageNo, pageSize, ...(keyword ? { keyword } : {}), ...(isMessageType(type) ? { type } : {}) } },
      signal: request.signal,
    }),
  );
}

/** One message by the address's id (to its logged-in writer also unanswered, with the 受理编号); null when the id names none. */
async function loadMessage({ request }: LoaderFunctionArgs) {
  const id = (searchOf(request).get('id') ?? '').trim();
  // An address without a usable id names no message: nothing to ask the server.
  if (!isMessageId(id)) return null;
  return orNull(unwrap(portal.api.GET('/cmpinternetportalfront/leavemessage/leavemessage/detail/{id}', { params: { path: { id } }, signal: request.signal })));
}

/** /credit-leavemessagedetail?id=: the message (null when the id names none), and who visits (the way back: 我的留言 for its logged-in writer). */
export async function messageLoader(args: LoaderFunctionArgs) {
  const [message, viewer] = await Promise.all([loadMessage(args), loadViewer()]);
  return { message, viewer };
}
