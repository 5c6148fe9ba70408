// /credit-loan-product-detail
import { productDetailLoader } from '../../../finance/loaders';
import { productApplyClientAction, productApplyForm } from '../../../finance/applyAction';
import { APPLY } from '../../../finance/ApplyForm';
import { COLLECT, collectAction } from '../../../finance/collect';
import { formActions, submissionAction } from '../../../submission/action';
import { formClientActions } from '../../../submission/clientAction';
import type { RouteMeta } from '../../../shell/meta';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../ProductDetailPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'CreditLoanProductDetail', title: '产品详情', pageTitleEng: 'Loan Product', menuValue: '/credit-loan-service', oldRouter: true };

export const loader = settled(productDetailLoader);
export const clientLoader = productDetailLoader;

// The application sent without the page's script: checked against the product and sent on the server.
// The application and 收藏, each posted with its intent, with or without the page's script.
export const action = formActions({ [APPLY]: submissionAction(productApplyForm), [COLLECT]: collectAction });
export const clientAction = formClientActions({ [APPLY]: productApplyClientAction, [COLLECT]: collectAction });
