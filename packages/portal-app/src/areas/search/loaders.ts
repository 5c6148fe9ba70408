// What the search pages read, started by their routes with the pages' code (docs/architecture.md,
// "Data belongs to the route"). The keyword, page and size are the address's (spec §2 search types).
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { portal } from '#portal';
import { keptAlive, pagingOf, streamed } from '../../shell/routeData';
import { withSearchPass } from '../../shell/captchaPass';

/** A keyword shorter than this asks for nothing (the page says why). */
export const MIN_KEYWORD = 2;

/**
 * /code-publicity (type 0) and /code-publicity-resource (type 1): the subjects that match; null without a
 * keyword; VERIFICATION_NEEDED until the visitor has passed the 安全验证 for these words.
 */
export function subjectSearchLoader(type: 0 | 1) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { keyword, pageNo, pageSize } = pagingOf(request);
    if (keyword.length < MIN_KEYWORD) return null;
    return withSearchPass((pass) =>
      unwrap(
        portal.api.GET('/cmpinternetportalfront/archives/search/getEsSearchDataPage', {
          params: { query: { keyword, type, pageNo, pageSize }, header: { 'X-Captcha-Pass': pass } },
          signal: request.signal,
        })
      )
    );
  };
}

/** /full-text-retrieval (type 4): the articles ranked by relevance; null without a keyword; VERIFICATION_NEEDED before the 安全验证. */
export async function fullTextSearchLoader({ request }: LoaderFunctionArgs) {
  const { keyword, pageNo, pageSize } = pagingOf(request);
  if (keyword.length < MIN_KEYWORD) return null;
  return withSearchPass((pass) =>
    unwrap(
      portal.api.GET('/cms/front/articleinfo/articleSearchPage', {
        params: { query: { keyword, pageNo, pageSize }, header: { 'X-Captcha-Pass': pass } },
        signal: request.signal,
      })
    )
  );
}

/** One list's size: its first page of one record answers the total. */
const totalOf = async (call: Promise<{ total: number }>) => (await call).total;

async function loadOverview(signal: AbortSignal) {
  const front = '/cmpinternetportalfront' as const;
  const one = { pageNo: 1, pageSize: 1 };
  const [statistics, red, black, abnormal, violations, debtors] = await Promise.all([
    unwrap(
      portal.api.GET(`${front}/doublepublicity/statisticsProvince`, {
        signal,
      })
    ),
    totalOf(
      unwrap(
        portal.api.GET(`${front}/redbalcklist/page`, {
          params: { query: { ...one, listType: 1 } },
          signal,
        })
      )
    ),
    totalOf(
      unwrap(
        portal.api.GET(`${front}/redbalcklist/page`, {
          params: { query: { ...one, listType: 2 } },
          signal,
        })
      )
    ),
    totalOf(
      unwrap(
        portal.api.GET(`${front}/abnormal/page`, {
          params: { query: { ...one, listType: 1 } },
          signal,
        })
      )
    ),
    totalOf(
      unwrap(
        portal.api.GET(`${front}/abnormal/page`, {
          params: { query: { ...one, listType: 2 } },
          signal,
        })
      )
    ),
    totalOf(
      unwrap(
        portal.api.GET(`${front}/mistrustperson/page`, {
          params: { query: one },
          signal,
        })
      )
    ),
  ]);
  return {
    counts: [
      {
        label: '行政许可',
        value: statistics.permitTotal,
        href: '/double-publicity-info',
      },
      {
        label: '行政处罚',
        value: statistics.punishTotal,
        href: '/double-publicity-info?type=2',
      },
      { label: '红名单', value: red, href: '/red-list/index' },
      { label: '黑名单', value: black, href: '/black-list/index' },
      { label: '经营异常名录', value: abnormal, href: '/unusual-directory' },
      {
        label: '严重违法失信名单',
        value: violations,
        href: '/major-violate-law',
      },
      { label: '失信被执行人', value: debtors, href: '/dishonest-person' },
    ],
    divisions: statistics.divisions,
  };
}

/**
 * /new-code-publicity (kept alive): what the portal holds, the size of each public list and the
 * double-publicity records of each division, streamed in below the search.
 */
export const overviewLoader = keptAlive(async ({ request }: LoaderFunctionArgs) => ({
  overview: streamed(loadOverview(request.signal)),
}));
