// 收藏 of a product as a form (a toggle): the route's action reads the product and the wish from the
// posted form and asks the back end; the router then reads the product's state again. The same function
// is the route's clientAction: with the page's script the browser calls the back end as the server does.
import { data, type ActionFunctionArgs } from 'react-router';
import { catalogueMessage, isPortalError, unwrap } from '@credit-portal/api-client';
import { portal } from '#portal';

/** The form's name among its page's forms (the intent it posts with). */
export const COLLECT = 'collect';

/** What the page says after a toggle: done (the new state, in words), or why not. */
export interface CollectAnswer {
  collected?: boolean;
  message: string;
}

const answer = (collect: CollectAnswer, status = 200) => data({ collect }, { status });

/** The route's action (and clientAction) of 收藏: `productId`, and `collect` 1 to add, 0 to remove. */
export async function collectAction({ request }: ActionFunctionArgs) {
  let posted: FormData;
  try {
    posted = await request.formData();
  } catch {
    return answer({ message: '操作内容无法读取，请重试' }, 400);
  }
  const productId = posted.get('productId');
  const wish = posted.get('collect');
  if (typeof productId !== 'string' || !/^[\w-]{1,64}$/.test(productId) || (wish !== '1' && wish !== '0')) return answer({ message: '未指明要收藏的产品，请重试' }, 400);
  if (portal.tokenStore.get() === null) return answer({ message: '收藏产品需先登录' }, 401);
  try {
    const result = await unwrap(portal.credit.POST('/finance/product/apply/collect', { body: { productId, collect: wish === '1' } }));
    return answer({ collected: result.collected, message: result.collected ? '已加入我的收藏' : '已取消收藏' });
  } catch (error) {
    return answer({ message: isPortalError(error) ? error.message : catalogueMessage('server') }, 503);
  }
}
