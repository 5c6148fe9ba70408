// What the financial products' pages and lists read, in every sub-site that shows them (farming,
// credit loan) and the user centre: a product's detail, the visitor's applications and favourites.
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { portal } from '#portal';
import { ifSignedIn, orNotFound, requiredParam, streamed } from '../shell/routeData';
import { loadViewer } from '../shell/session';
import { declarantEnterprise } from '../submission/declarant';
import type { ListAddressNames } from '../views/statusFilteredAddress';
import { listPagingOf, statusOf } from './queries';

/** A product's id (the contract's ids are at most 32 characters); none is the route's 404. */
export const productIdOf = (request: Request) => requiredParam(request, 'id').slice(0, 32);

/** Whether the logged-in visitor keeps the product among their favourites (null for an anonymous one). */
const isCollected = ifSignedIn(({ request }: LoaderFunctionArgs) =>
  unwrap(portal.credit.GET('/finance/product/apply/judgeCollect/{id}', { params: { path: { id: productIdOf(request) } }, signal: request.signal })),
);

/**
 * The enterprise an application is filed for (ApplyForm, for an enterprise account), streamed: the
 * page shows without it and a failure is shown in the form's place. Null when anonymous, FORBIDDEN for
 * an account of another type.
 */
export const applicantEnterprise = (args: LoaderFunctionArgs) => streamed(declarantEnterprise(args));

/**
 * A product's detail (/farming-financial-supermarket/detail?id=, /credit-loan-product-detail?id=): one
 * product (an unknown one is the route's 404), for a logged-in visitor whether it is a favourite, and the
 * enterprise the application form files for; who visits (`viewer`) decides 收藏 and the application's gates.
 */
export async function productDetailLoader(args: LoaderFunctionArgs) {
  const { request } = args;
  const id = productIdOf(request);
  const enterprise = applicantEnterprise(args);
  const [product, collected, viewer] = await Promise.all([
    orNotFound(unwrap(portal.credit.GET('/finance/front/product/info/{id}', { params: { path: { id } }, signal: request.signal }))),
    // 收藏 is no part of the product: when the look-up fails the page goes without the button.
    isCollected(args).catch(() => null),
    loadViewer(),
  ]);
  return { product, collected, enterprise, viewer };
}

/** 我的融资申请: the page and status of the visitor's applications that the address names under `names`. */
export function myApplicationsOf(params: URLSearchParams, names: ListAddressNames, signal: AbortSignal) {
  const status = statusOf(params, names.status);
  return unwrap(
    portal.credit.GET('/finance/product/apply/productApplyPage', { params: { query: { ...listPagingOf(params, names), ...(status ? { status } : {}) } }, signal }),
  );
}

/** 我的收藏: the page of the visitor's favourite products that the address names under `names`. */
export function myFavouritesOf(params: URLSearchParams, names: Pick<ListAddressNames, 'page' | 'size'>, signal: AbortSignal) {
  return unwrap(portal.credit.GET('/finance/product/apply/myCollectPage', { params: { query: listPagingOf(params, names) }, signal }));
}
