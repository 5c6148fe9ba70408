// What the credit-service pages read, started by their routes with the pages' code (docs/architecture.md,
// "Data belongs to the route"). The self-declaration pages' loaders are in their own area's loaders.ts.
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { isValidUnifiedSocialCreditCode, normaliseUscc } from '@credit-portal/ui';
import { portal } from '#portal';
import { keptAlive, orNotFound, orNull, pagingOf, requiredParam, searchOf } from '../../shell/routeData';
import { classificationNamed } from '../../views/genericLists';
import { declarantEnterprise } from '../../submission/declarant';
import { enterpriseQueryOf } from './enterpriseQuery';
import { MY_SUBMISSIONS_BESIDE_ADDRESS, mySubmissionsLoader } from '../../views/mySubmissionsList';
import { withSearchPass } from '../../shell/captchaPass';

/** The CMS column of personal-credit knowledge (features/cms/site-columns.ts). */
const PERSONAL_CREDIT_COLUMN = '个人信用';


/** The logged-in enterprise's own declarations (我的信用申报) beside the form: FORBIDDEN for other accounts, null when anonymous. */
const myCreditDeclarations = mySubmissionsLoader(
  (query, signal) => unwrap(portal.api.GET('/cmpinternetportalfront/creditdeclare/infoPage', { params: { query }, signal })),
  MY_SUBMISSIONS_BESIDE_ADDRESS,
);

/** /service-credit-declare: the enterprise the form declares for and its own declarations (each null when anonymous). */
export async function creditDeclareLoader(args: LoaderFunctionArgs) {
  const [enterprise, mine] = await Promise.all([declarantEnterprise(args), myCreditDeclarations(args)]);
  return { enterprise, mine };
}

/**
 * /service-credit-declare-detail?creditCode=: the declaration summary of the subject the address names; null
 * when the code is missing or malformed (nothing is asked) or when no subject has it.
 */
export async function creditDeclareDetailLoader({ request }: LoaderFunctionArgs) {
  const code = normaliseUscc(searchOf(request).get('creditCode') ?? '');
  if (!isValidUnifiedSocialCreditCode(code)) return null;
  return orNull(unwrap(portal.api.GET('/cmpinternetportalfront/creditdeclare/detailByCreditCode/{code}', { params: { path: { code } }, signal: request.signal })));
}

/** /service-contract-details?id=: one contract of 合同履约 (POST detail, spec §7); a missing or unknown id is the route's 404. */
export async function contractDetailsLoader({ request }: LoaderFunctionArgs) {
  const id = requiredParam(request, 'id');
  return orNotFound(unwrap(portal.api.POST('/cmpinternetportalfront/contractperformaceportal/detail', { body: { id }, signal: request.signal })));
}

/** /service-personal-credit: the page of the 个人信用 column's articles the address asks for. */
export async function personalCreditLoader({ request }: LoaderFunctionArgs) {
  const { signal } = request;
  const { pageNo, pageSize } = pagingOf(request);
  const column = await classificationNamed(PERSONAL_CREDIT_COLUMN);
  return unwrap(portal.api.GET('/cms/front/articleinfo/pageByClassificationId', { params: { query: { classificationId: column.id, pageNo, pageSize } }, signal }));
}

/** The page of enterprises the address's query asks for, with a passed 安全验证. */
export function enterpriseSearch(request: Request, pass: string) {
  const { paging, way } = enterpriseQueryOf(searchOf(request));
  return unwrap(
    portal.api.GET('/cmpinternetportalfront/archives/search/getEsSearchDataPage', {
      params: {
        query: {
          keyword: way === '1' ? normaliseUscc(paging.keyword) : paging.keyword,
          type: way === '1' ? 1 : 0,
          kind: 'enterprise',
          pageNo: paging.pageNo,
          pageSize: paging.pageSize,
        },
        header: { 'X-Captcha-Pass': pass },
      },
      signal: request.signal,
    }),
  );
}

/** /enterprise-query (kept alive): the page of enterprises the address's query asks for; null before a query. */
export const enterpriseQueryLoader = keptAlive(async ({ request }: LoaderFunctionArgs) => {
  if (!enterpriseQueryOf(searchOf(request)).asked) return null;
  return withSearchPass((pass) => enterpriseSearch(request, pass));
});
