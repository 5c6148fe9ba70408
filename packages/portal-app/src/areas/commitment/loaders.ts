// What the commitment pages read, started by their routes with the pages' code (docs/architecture.md,
// "Data belongs to the route").
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { portal } from '#portal';
import { ifSignedIn, notFound, orNotFound, orNull, pagingOf, requiredParam, searchOf, streamed } from '../../shell/routeData';
import { loadViewer } from '../../shell/session';
import { accountLoader } from '../../submission/account';
import { readStatusFilteredList } from '../../views/statusFilteredAddress';
import { TRACKING_NO, normaliseTrackingNo } from '../../views/submissions';
import { sanitizedArticle } from '../../views/sanitizedArticle';
import {
  FEEDBACK_STATES,
  MY_FEEDBACK_ADDRESS,
  findOwnFeedback,
  isTemplateId,
  loadAllTemplates,
  publicityFiltersOf,
  scenarioOf,
  type PublicityListName,
} from './commitment';

/** Commitment ids are digits (openapi: `^\d{1,10}$`); anything else names no commitment. */
const isCommitmentId = (id: string): boolean => /^\d{1,10}$/.test(id);

/** /credit-publicity-read?id= and /credit-publicity-detail?id=: one signed commitment as published, its HTML sanitised. */
export async function commitmentReadLoader({ request }: LoaderFunctionArgs) {
  const id = requiredParam(request, 'id');
  if (!isCommitmentId(id)) notFound();
  return sanitizedArticle(
    orNotFound(
      unwrap(portal.api.GET('/cmpinternetportalfront/onlinecommitment/qzonlinecommitment/detail/{id}', { params: { path: { id } }, signal: request.signal }))
    )
  );
}

/** How many of the newest commitments /credit-commitment shows. */
const LATEST = 8;

/** /credit-commitment: the newest published commitments, a part of the page that may come later (not awaited). */
export function commitmentHubLoader({ request }: LoaderFunctionArgs) {
  // Streamed: a failure is the part's (shown in its place), never an unhandled rejection.
  const latest = streamed(
    unwrap(
      portal.api.GET('/cmpinternetportalfront/promiseapplypublicity/page', {
        params: { query: { pageNo: 1, pageSize: LATEST } },
        signal: request.signal,
      })
    )
  );
  return { latest };
}

/** /credit-commitment-index (byScenario false) and /promise-application-scenarios (true): one page of the templates. */
export function templateCatalogLoader(byScenario: boolean) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { pageNo, pageSize, keyword } = pagingOf(request);
    const scenario = scenarioOf(searchOf(request), byScenario);
    return unwrap(
      portal.api.GET('/cmpinternetportalfront/onlinecommitment/qzonlinecommitment/page', {
        params: {
          query: {
            pageNo,
            pageSize,
            ...(keyword ? { keyword } : {}),
            ...(scenario ? { scenario } : {}),
          },
        },
        signal: request.signal,
      })
    );
  };
}

/** /promise-online-detail?id=: one commitment template, its HTML sanitised; an unknown or malformed id is the route's 404. */
export async function templateLoader({ request }: LoaderFunctionArgs) {
  const id = requiredParam(request, 'id');
  if (!isTemplateId(id)) notFound();
  return sanitizedArticle(
    orNotFound(
      unwrap(portal.api.GET('/cmpinternetportalfront/onlinecommitment/qzonlinecommitment/getTemplate/{id}', { params: { path: { id } }, signal: request.signal }))
    )
  );
}

/**
 * /promise-online: the templates to choose from, the one the address chooses (?templateId=, for the
 * preview, its HTML sanitised; null when none or unknown), and the logged-in account's own subject to fill the form with
 * (null when anonymous).
 */
export async function promiseOnlineLoader(args: LoaderFunctionArgs) {
  const { signal } = args.request;
  const chosenId = searchOf(args.request).get('templateId') ?? '';
  const [templates, chosen, account] = await Promise.all([
    loadAllTemplates(signal),
    isTemplateId(chosenId)
      ? orNull(
          sanitizedArticle(
            unwrap(portal.api.GET('/cmpinternetportalfront/onlinecommitment/qzonlinecommitment/getTemplate/{id}', { params: { path: { id: chosenId } }, signal }))
          )
        )
      : null,
    accountLoader(args),
  ]);
  return { templates, chosen, account };
}

/** /promise-publicity, /feedback-info, /credit-dishonest: one page of the published commitments with the list's filters. */
export function publicityListLoader(name: PublicityListName) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { pageNo, pageSize, keyword } = pagingOf(request);
    const { scenario, subjectType, status } = publicityFiltersOf(name, searchOf(request));
    return unwrap(
      portal.api.GET('/cmpinternetportalfront/promiseapplypublicity/page', {
        params: {
          query: {
            pageNo,
            pageSize,
            ...(keyword ? { keyword } : {}),
            ...(scenario ? { scenario } : {}),
            ...(subjectType ? { subjectType } : {}),
            ...(status ? { status } : {}),
          },
        },
        signal: request.signal,
      })
    );
  };
}

const isFeedbackNo = (value: string) => TRACKING_NO.test(value) && value.startsWith('FK');

/**
 * /feedback-submit-success and /view-info-item?trackingNo=FK…: the logged-in visitor's own feedback by
 * its number (found: null when anonymous, not theirs or unknown, which read alike), and who visits (an
 * anonymous visitor is asked to log in).
 */
export async function ownFeedbackLoader({ request }: LoaderFunctionArgs) {
  const trackingNo = normaliseTrackingNo(searchOf(request).get('trackingNo') ?? '');
  const [found, viewer] = await Promise.all([portal.tokenStore.get() && isFeedbackNo(trackingNo) ? findOwnFeedback(trackingNo, request.signal) : null, loadViewer()]);
  return { trackingNo, found, viewer };
}

/** /view-info-list: one page of the logged-in visitor's own feedback, filtered by state (null when anonymous). */
export const myFeedbackLoader = ifSignedIn(({ request }: LoaderFunctionArgs) => {
  const { pageNo, pageSize, status } = readStatusFilteredList(searchOf(request), MY_FEEDBACK_ADDRESS, FEEDBACK_STATES);
  return unwrap(
    portal.api.GET('/cmpinternetportalfront/commitmentfeedback/infoPage', {
      params: { query: { pageNo, pageSize, ...(status ? { status } : {}) } },
      signal: request.signal,
    })
  );
});
