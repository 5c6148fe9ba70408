// What the credit-loan pages read, started by their routes with the pages' code (docs/architecture.md,
// "Data belongs to the route").
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { portal } from '#portal';
import { pagingOf, searchOf, streamed } from '../../shell/routeData';
import { loadColumnPage } from '../../views/genericLists';
import { isKind, productSearchOf } from './queries';
import { GUIDE_COLUMN, NEWS_COLUMN } from './subsite';

/** How many products and news items the home page shows of each. */
const HOME_PRODUCTS = 6;
const HOME_NEWS = 8;
/** How many service guides stand beside the products. */
const GUIDES = 20;

/** /credit-loan-home: the platform's figures and recommended products; the institutions and the news stream in. */
export async function creditLoanHomeLoader({ request }: LoaderFunctionArgs) {
  const { signal } = request;
  // Streamed: their failures are their own, even when the products fail first and the page shows that.
  const institutions = streamed(unwrap(portal.credit.GET('/finance/front/product/blankJrJg', { params: { query: {} }, signal })));
  const news = streamed(loadColumnPage(NEWS_COLUMN, 1, HOME_NEWS, signal));
  const home = await unwrap(portal.credit.GET('/finance/front/product/productHomePage', { params: { query: { size: HOME_PRODUCTS } }, signal }));
  return { home, institutions, news };
}

/** /credit-loan-mechanism: the financial institutions of the kind the address chooses (all of them; the page shows one page). */
export function creditLoanInstitutionsLoader({ request }: LoaderFunctionArgs) {
  const kind = searchOf(request).get('kind');
  return unwrap(portal.credit.GET('/finance/front/product/blankJrJg', { params: { query: isKind(kind) ? { kind } : {} }, signal: request.signal }));
}

/**
 * /credit-loan-service: the page of products the address searches for (with the institution it names,
 * ?institutionId= from /credit-loan-mechanism); the service guides beside them stream in.
 */
export async function creditLoanServiceLoader({ request }: LoaderFunctionArgs) {
  const { signal } = request;
  // Streamed: its failure is its own, even when the products fail first and the page shows that.
  const guides = streamed(loadColumnPage(GUIDE_COLUMN, 1, GUIDES, signal));
  const { pageNo, pageSize, keyword } = pagingOf(request);
  const { productType, sort, institutionId } = productSearchOf(searchOf(request));
  const query = {
    pageNo,
    pageSize,
    sort,
    ...(keyword ? { keyword } : {}),
    ...(productType ? { productType } : {}),
    ...(institutionId ? { institutionId } : {}),
  };
  const [page, institutions] = await Promise.all([
    unwrap(portal.credit.GET('/finance/front/product/productPage', { params: { query }, signal })),
    institutionId ? unwrap(portal.credit.GET('/finance/front/product/blankJrJg', { params: { query: {} }, signal })) : Promise.resolve([]),
  ]);
  return { products: { page, institution: institutions.find((institution) => institution.id === institutionId) }, guides };
}
