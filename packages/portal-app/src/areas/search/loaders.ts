// What the search pages read, started by their routes with the pages' code (docs/architecture.md,
// "Data belongs to the route"). The keyword, page and size are the address's (spec §2 search types).
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { portal } from '#portal';
import { keptAlive, pagingOf, searchOf, streamed } from '../../shell/routeData';
import { SEARCH_ROUTES } from '../../shell/search';
import { withSearchPass } from '../../shell/captchaPass';

/** A keyword shorter than this asks for nothing (the page says why). */
export const MIN_KEYWORD = 2;

/** One page of the subjects that match the address's keyword (type 0 信用信息, 1 统一社会信用代码), with a passed 安全验证. */
export function subjectSearch(type: 0 | 1) {
  return (request: Request, pass: string) => {
    const { keyword, pageNo, pageSize } = pagingOf(request);
    return unwrap(
      portal.api.GET('/cmpinternetportalfront/archives/search/getEsSearchDataPage', {
        params: { query: { keyword, type, pageNo, pageSize }, header: { 'X-Captcha-Pass': pass } },
        signal: request.signal,
      })
    );
  };
}

/** One page of the articles ranked by relevance to the address's keyword (type 4), with a passed 安全验证. */
export function fullTextSearch(request: Request, pass: string) {
  const { keyword, pageNo, pageSize } = pagingOf(request);
  return unwrap(
    portal.api.GET('/cms/front/articleinfo/articleSearchPage', {
      params: { query: { keyword, pageNo, pageSize }, header: { 'X-Captcha-Pass': pass } },
      signal: request.signal,
    })
  );
}

/**
 * The search bar sent without the page's script comes to the first type's page with the type chosen
 * (`type`): that type's page, with the keyword alone.
 */
function chosenType(request: Request): Response | null {
  const params = searchOf(request);
  const type = params.get('type');
  if (type === null) return null;
  const keyword = params.get('keyword') ?? '';
  const to = SEARCH_ROUTES[Number(type)] ?? SEARCH_ROUTES[0];
  return redirect(keyword ? `${to}?${new URLSearchParams({ keyword })}` : (to ?? '/'));
}

/**
 * A search page's loader: null without a keyword, VERIFICATION_NEEDED until the visitor has passed the
 * 安全验证 for these words (in the browser; a visitor without script passes it by the route's action).
 */
function searchLoader<T>(search: (request: Request, pass: string) => Promise<T>) {
  return async ({ request }: LoaderFunctionArgs) => {
    const chosen = chosenType(request);
    if (chosen) throw chosen;
    if (pagingOf(request).keyword.length < MIN_KEYWORD) return null;
    return withSearchPass((pass) => search(request, pass));
  };
}

/** /code-publicity (type 0) and /code-publicity-resource (type 1): the subjects that match. */
export const subjectSearchLoader = (type: 0 | 1) => searchLoader(subjectSearch(type));

/** /full-text-retrieval (type 4): the articles ranked by relevance. */
export const fullTextSearchLoader = searchLoader(fullTextSearch);

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
