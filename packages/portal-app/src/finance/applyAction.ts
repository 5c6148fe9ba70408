// A financing application as the route's actions take it: who applies, and the application checked and
// sent as the page's form would (on the server without the page's script, in the browser with it).
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { portal } from '#portal';
import { loadSessionUser } from '../shell/session';
import { submissionClientAction } from '../submission/clientAction';
import { actingEnterprise } from '../submission/declarant';
import { financeApplyForm, type Applicant } from './ApplyForm';
import { productIdOf } from './loaders';

/**
 * Who applies, for an application sent without the page's script: by the account's type, and for an
 * enterprise account the enterprise it acts for (as the page's gates decide); null when anonymous (the
 * route's action then asks for a login).
 */
export async function applicantOf(args: LoaderFunctionArgs): Promise<Applicant | null> {
  const user = await loadSessionUser().catch(() => null);
  if (!user) return null;
  if (user.userType === 3) return { kind: 'organisation' };
  if (user.userType !== 2) return { kind: 'person' };
  const enterprise = await actingEnterprise(args);
  return enterprise ? { kind: 'enterprise', name: enterprise.name, creditCode: enterprise.creditCode, phone: enterprise.contactPhone } : { kind: 'person' };
}

/**
 * A product's application form, for the product the page's address names and the visitor applying. The
 * routes make their server action from it themselves: a module the browser loads holds no server action.
 */
export async function productApplyForm(args: LoaderFunctionArgs) {
  const product = await unwrap(portal.credit.GET('/finance/front/product/info/{id}', { params: { path: { id: productIdOf(args.request) } }, signal: args.request.signal }));
  return financeApplyForm({ product, products: [], applicant: (await applicantOf(args)) ?? { kind: 'person' }, enterpriseOnly: product.enterpriseOnly });
}

/** The route's clientAction of a product's page (/farming-financial-supermarket/detail, /credit-loan-product-detail): its application sent with the page's script. */
export const productApplyClientAction = submissionClientAction(productApplyForm);
