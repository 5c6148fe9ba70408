// What the activity pages read, started by their routes with the pages' code (docs/architecture.md,
// "Data belongs to the route").
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { portal } from '#portal';
import { pagingOf, searchOf } from '../../shell/routeData';
import { mySubmissionsLoader } from '../../views/mySubmissionsList';
import { INTEGRITY_CAMPAIGN, SAFETY_CAMPAIGNS, isSafetyKind, type SafetyKind, type SafetyListType } from './campaigns';
import { loadNewest } from '../../views/genericLists';

/** How many of the newest articles /integrity-wanli shows before 更多 (/integrity-wanli-more lists them all). */
const LATEST = 8;

/** /integrity-wanli: the newest articles of the campaign's CMS column, found by name as the generic list finds its columns. */
export async function integrityWanliLoader({ request }: LoaderFunctionArgs) {
  return loadNewest(INTEGRITY_CAMPAIGN, LATEST, request.signal);
}

/** The list of a safety campaign's publicity the address asks for (?list=white, the black list by default). */
export const listTypeOf = (params: URLSearchParams): SafetyListType => (params.get('list') === 'white' ? 'white' : 'black');

/** /food-safe, /drug-safe, /produce-safe (each route names its campaign): one page of its black or white list, searched by the address's keyword. */
export const safetyListLoader =
  (kind: SafetyKind) =>
  async ({ request }: LoaderFunctionArgs) => {
    const { pageNo, pageSize, keyword } = pagingOf(request);
    return SAFETY_CAMPAIGNS[kind].list(listTypeOf(searchOf(request)), { pageNo, pageSize, ...(keyword ? { keyword } : {}) }, request.signal);
  };
/** What a campaign's publicity page loads. */
export type SafetyListData = Awaited<ReturnType<ReturnType<typeof safetyListLoader>>>;

/** /safe-detail?type=&keyword=: an enterprise's entry, read with the campaign's check by its credit code; null when the address names none. */
export async function safetyEntryLoader({ request }: LoaderFunctionArgs) {
  const params = searchOf(request);
  const type = params.get('type');
  const keyword = (params.get('keyword') ?? '').trim();
  return isSafetyKind(type) && keyword.length >= 2 ? SAFETY_CAMPAIGNS[type].check(keyword, request.signal) : null;
}

/** /safe-view-info-list: the logged-in visitor's own named clues and their progress (columnclues infoPage). */
export const myCluesLoader = mySubmissionsLoader((query, signal) =>
  unwrap(
    portal.api.GET('/cmpinternetportalfront/columnclues/infoPage', {
      params: { query },
      signal,
    })
  )
);
