// 标为已读 as a form: the message centre posts the ids of the messages to mark (one, or every unread one of
// the page) to the route's action, which asks the back end and lets the router read the list again, so the
// badges and the unread count are the back end's own. The same function is the route's clientAction: with
// the page's script the browser calls the back end as the server does.
import { unwrap } from '@credit-portal/api-client';
import { portal } from '#portal';
import { oneCallAction, Refused } from '../../submission/oneCallAction';

/** The form's name among its page's forms (the intent it posts with). */
export const READ = 'read';

/** The back end marks at most this many messages in one call (one page of the largest size). */
export const MAX_READ_IDS = 100;

/** What the page says after 标为已读: how many were marked, or why not. */
export interface ReadAnswer {
  marked?: number;
  failure?: string;
}

/** The route's action (and clientAction) of 标为已读: the posted `id` fields, each a message's id. */
export const readAction = oneCallAction({
  name: 'read',
  read: (posted): string[] | Refused<ReadAnswer> => {
    const ids = posted?.getAll('id') ?? [];
    const named = ids.filter((id): id is string => typeof id === 'string' && /^\d{1,12}$/.test(id));
    if (named.length === 0 || named.length !== ids.length || named.length > MAX_READ_IDS) return new Refused({ failure: '未指明要标为已读的消息，请刷新页面后重试' }, 400);
    return [...new Set(named)];
  },
  call: async (ids): Promise<ReadAnswer> => ({ marked: await unwrap(portal.api.PUT('/message/info/readBatch/{ids}', { params: { path: { ids: ids.join(',') } } })) }),
  // A failure status: the router keeps the list as it is, and the page says why.
  failed: (failure): ReadAnswer => ({ failure }),
});
