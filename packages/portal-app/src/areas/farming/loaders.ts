// What the farming sub-site's pages read, started by their routes with the pages' code
// (docs/architecture.md, "Data belongs to the route").
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { portal } from '#portal';
import { pagingOf, searchOf, signedIn, streamed } from '../../shell/routeData';
import { loadViewer } from '../../shell/session';
import { applicantEnterprise, myApplicationsOf, myFavouritesOf } from '../../finance/loaders';
import { APPLICATIONS_ADDRESS, FAVOURITES_ADDRESS, readFilters, statusOf } from '../../finance/queries';
import { FARMING, FARMING_COLUMNS } from './subsite';
import { loadNewest } from '../../views/genericLists';

/** How many of a column's newest articles the home shows. */
const HEADLINES = 6;
/** The most products the contract pages at a time. */
const ALL_AT_ONCE = 100;

/** A column's newest articles, as the home lists them (each opening in the sub-site). */
async function loadColumn(name: string, signal: AbortSignal) {
  const list = await loadNewest(name, HEADLINES, signal);
  return list.records.map((article) => ({
    id: article.id,
    title: article.title,
    href: `${FARMING.articleDetail}?id=${encodeURIComponent(article.id)}`,
    time: article.releaseTime,
  }));
}

/** /farming: the platform's figures and recommended products; the four columns stream in, each on its own. */
export async function farmingHomeLoader({ request }: LoaderFunctionArgs) {
  const { signal } = request;
  // Streamed: a column's failure is its own, even when the products fail first and the page shows that.
  const columns = {
    news: streamed(loadColumn(FARMING_COLUMNS.news, signal)),
    announcements: streamed(loadColumn(FARMING_COLUMNS.announcements, signal)),
    policy: streamed(loadColumn(FARMING_COLUMNS.policy, signal)),
    publicInfo: streamed(loadColumn(FARMING_COLUMNS.publicInfo, signal)),
  };
  const home = await unwrap(portal.credit.GET('/finance/front/product/productHomePage', { params: { query: { size: 6 } }, signal }));
  return { home, columns };
}

/** /farming-financial-supermarket: the page of products the address filters and sorts, and the institutions to filter by. */
export async function farmingProductsLoader({ request }: LoaderFunctionArgs) {
  const { signal } = request;
  const { pageNo, pageSize, keyword } = pagingOf(request);
  const query = { pageNo, pageSize, ...(keyword ? { keyword } : {}), ...readFilters(searchOf(request)) };
  const [institutions, page] = await Promise.all([
    unwrap(portal.credit.GET('/finance/front/product/blankJrJg', { signal })),
    unwrap(portal.credit.GET('/finance/front/product/productPage', { params: { query }, signal })),
  ]);
  return { institutions, page };
}

// A product's detail is every sub-site's alike (finance/loaders.ts).
export { productDetailLoader } from '../../finance/loaders';

/** Every product of the platform, for the docking form's choice (the contract pages at most 100 at a time). */
export async function loadAllProducts(signal: AbortSignal) {
  const page = (pageNo: number) => unwrap(portal.credit.GET('/finance/front/product/productPage', { params: { query: { pageNo, pageSize: ALL_AT_ONCE } }, signal }));
  const first = await page(1);
  const rest = await Promise.all(Array.from({ length: Math.ceil(first.total / ALL_AT_ONCE) - 1 }, (_, index) => page(index + 2)));
  return [first, ...rest].flatMap((part) => part.records);
}

/**
 * /farming-financing-docking: the page of published demands the address asks for (by status), the
 * products the form offers, the enterprise it files for and who visits (the form's gates).
 */
export async function financingDockingLoader(args: LoaderFunctionArgs) {
  const { request } = args;
  const { signal } = request;
  const enterprise = applicantEnterprise(args);
  const { pageNo, pageSize } = pagingOf(request);
  const status = statusOf(searchOf(request), 'status');
  const [products, demands, viewer] = await Promise.all([
    loadAllProducts(signal),
    unwrap(portal.api.GET('/cmpinternetportalfront/xubyidai/financingPage', { params: { query: { pageNo, pageSize, ...(status ? { status } : {}) } }, signal })),
    loadViewer(),
  ]);
  return { products, demands, enterprise, viewer };
}

/** /farming-user (login required): the pages of the visitor's own applications and favourite products the address asks for. */
export const farmingUserLoader = signedIn(async ({ request }: LoaderFunctionArgs) => {
  const { signal } = request;
  const params = searchOf(request);
  const [applications, favourites] = await Promise.all([myApplicationsOf(params, APPLICATIONS_ADDRESS, signal), myFavouritesOf(params, FAVOURITES_ADDRESS, signal)]);
  return { applications, favourites };
});
