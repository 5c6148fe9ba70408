// What the credit-repair pages read, started by their routes with the pages' code (docs/architecture.md,
// "Data belongs to the route").
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import { portal } from '#portal';
import { ifSignedIn, orForbidden, orNotFound, pagingOf, requiredParam, streamed } from '../../shell/routeData';
import { REPAIR_APPLY_CLASSIFICATION, REPAIR_NEWS, RISK_WARNINGS } from './repairGuide';
import { loadNewest } from '../../views/genericLists';
import { sanitizedArticle } from '../../views/sanitizedArticle';

/** The newest articles of a CMS column, by the column's name. */
async function newestOf(classification: string, pageSize: number, signal: AbortSignal) {
  return (await loadNewest(classification, pageSize, signal)).records;
}

/** /credit-repair: the repair types of the dictionary and the newest 修复动态, a part of the page that may come later (not awaited). */
export function repairHubLoader({ request }: LoaderFunctionArgs) {
  const { signal } = request;
  const hub = Promise.all([
    unwrap(portal.api.GET('/dict/dictionary/getDataDictionaryListByParentCode', { params: { query: { parentCode: 'repair_type' } }, signal })),
    newestOf(REPAIR_NEWS.classification, 6, signal),
  ]).then(([types, news]) => ({ types, news }));
  return { hub: streamed(hub) };
}

/** /repairDetail?id=: one article of the section, its HTML sanitised; a missing id or an unknown article is the route's 404. */
export async function repairArticleLoader({ request }: LoaderFunctionArgs) {
  const id = requiredParam(request, 'id');
  return sanitizedArticle(orNotFound(unwrap(portal.api.GET('/cms/front/articleinfo/detail/{id}', { params: { path: { id } }, signal: request.signal }))));
}

/** The visitor's publicised penalty records that may be repaired online; null when anonymous, 'forbidden' for a natural person. */
const myRepairableRecords = ifSignedIn(({ request }: LoaderFunctionArgs) =>
  orForbidden(unwrap(portal.api.GET('/cmpinternetportalfront/creditrepair/myRecords', { signal: request.signal }))),
);

/**
 * The record a page's 申请信用修复 named (`?record=<id>`), when it is one the form offers: one of the visitor's
 * records, with its application if one is waiting (the form then says so instead of offering it). Anything
 * else (an unknown id, someone else's record, no login) chooses nothing, without an error.
 */
export function chosenRecord(records: Schemas['RepairMyRecord'][] | null | 'forbidden', params: URLSearchParams): Schemas['RepairMyRecord'] | null {
  const id = params.get('record');
  if (!id || !Array.isArray(records)) return null;
  return records.find((record) => record.recordId === id) ?? null;
}

/**
 * /wanna-repair: the application guide, every article of its classification in full (a handful of
 * fixed pages), oldest first, their HTML sanitised; a part of the page that may come later (not
 * awaited). For a logged-in visitor also the records the online application may choose from (never on
 * the server: per visitor).
 */
export async function repairGuideLoader(args: LoaderFunctionArgs) {
  const { request } = args;
  const { signal } = request;
  const guide = newestOf(REPAIR_APPLY_CLASSIFICATION, 10, signal).then((summaries) =>
    // Oldest first: the guide reads in the order it was written (materials, then the points to note).
    Promise.all([...summaries].reverse().map((a) => sanitizedArticle(unwrap(portal.api.GET('/cms/front/articleinfo/detail/{id}', { params: { path: { id: a.id } }, signal }))))),
  );
  const records = await myRepairableRecords(args);
  return { guide: streamed(guide), records, chosen: chosenRecord(records, new URL(request.url).searchParams) };
}

/** The logged-in visitor's own risk reports (riskpersondeclare/infoPage), the page of the address; null when anonymous. */
const myRiskReports = ifSignedIn(({ request }: LoaderFunctionArgs) => {
  const { pageNo, pageSize } = pagingOf(request);
  return unwrap(portal.api.GET('/cmpinternetportalfront/riskpersondeclare/infoPage', { params: { query: { pageNo, pageSize } }, signal: request.signal }));
});

/** /SXFXJSBG: the visitor's own reports when logged in (null otherwise), and the published warnings (not awaited). */
export async function riskReportLoader(args: LoaderFunctionArgs) {
  const warnings = streamed(newestOf(RISK_WARNINGS.classification, 5, args.request.signal));
  return { mine: await myRiskReports(args), warnings };
}
