// What the 网站互动 pages read, started by their routes with the pages' code (docs/architecture.md,
// "Data belongs to the route").
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { portal } from '#portal';
import { ifSignedIn, notFound, orNotFound, pagingOf, searchOf, streamed } from '../../shell/routeData';
import { loadViewer } from '../../shell/session';
import { isInteractionType } from './interactionTypes';

/** How many of the latest answers /website-interaction shows; the rest are on /website-interaction-info-list. */
export const LATEST = 8;

/**
 * /website-interaction: the latest answered public questions, a part of the page that may come later (not
 * awaited), and who visits (the question form's 登录 notice is an anonymous visitor's).
 */
export async function websiteInteractionLoader({ request }: LoaderFunctionArgs) {
  const latest = unwrap(
    portal.api.GET('/cmpinternetportalfront/website/interaction/frontPage', { params: { query: { pageNo: 1, pageSize: LATEST } }, signal: request.signal }),
  );
  return { latest: streamed(latest), viewer: await loadViewer() };
}

/** /website-interaction-info-list: one page of the answered public questions with the address's keyword and type. */
export async function interactionBoardLoader({ request }: LoaderFunctionArgs) {
  const { pageNo, pageSize, keyword } = pagingOf(request);
  const type = searchOf(request).get('type') ?? '';
  return unwrap(
    portal.api.GET('/cmpinternetportalfront/website/interaction/frontPage', {
      params: { query: { pageNo, pageSize, ...(keyword ? { keyword } : {}), ...(isInteractionType(type) ? { type } : {}) } },
      signal: request.signal,
    }),
  );
}

/** /website-interaction-info-detail?id=: one answered question with its reply. */
export async function interactionLoader({ request }: LoaderFunctionArgs) {
  const id = searchOf(request).get('id') ?? '';
  // The contract takes 1 to 10 digits; anything else cannot name a question: like an unknown one, the route's 404.
  if (!/^\d{1,10}$/.test(id)) notFound();
  return orNotFound(unwrap(portal.api.GET('/cmpinternetportalfront/website/interaction/frontDetail/{id}', { params: { path: { id } }, signal: request.signal })));
}

/** /check-error: one page of the logged-in visitor's own error reports (the address's pageNo and pageSize); null when anonymous. */
export const myCorrectionsLoader = ifSignedIn(async ({ request }: LoaderFunctionArgs) => {
  const { pageNo, pageSize } = pagingOf(request);
  return unwrap(portal.api.GET('/cmpinternetportalfront/correction/infoPage', { params: { query: { pageNo, pageSize } }, signal: request.signal }));
});
