// 收藏 of a product as a form (a toggle): the route's action reads the product and the wish from the
// posted form and asks the back end; the router then reads the product's state again. The same function
// is the route's clientAction: with the page's script the browser calls the back end as the server does.
import { unwrap } from '@credit-portal/api-client';
import { portal } from '#portal';
import { oneCallAction, Refused } from '../submission/oneCallAction';

/** The form's name among its page's forms (the intent it posts with). */
export const COLLECT = 'collect';

/** What the page says after a toggle: done (the new state, in words), or why not. */
export interface CollectAnswer {
  collected?: boolean;
  message: string;
}

/** The route's action (and clientAction) of 收藏: `productId`, and `collect` 1 to add, 0 to remove. */
export const collectAction = oneCallAction({
  name: 'collect',
  read: (posted): { productId: string; collect: boolean } | Refused<CollectAnswer> => {
    if (posted === null) return new Refused({ message: '操作内容无法读取，请重试' }, 400);
    const productId = posted.get('productId');
    const wish = posted.get('collect');
    if (typeof productId !== 'string' || !/^[\w-]{1,64}$/.test(productId) || (wish !== '1' && wish !== '0')) return new Refused({ message: '未指明要收藏的产品，请重试' }, 400);
    if (portal.tokenStore.get() === null) return new Refused({ message: '收藏产品需先登录' }, 401);
    return { productId, collect: wish === '1' };
  },
  call: async (body): Promise<CollectAnswer> => {
    const result = await unwrap(portal.credit.POST('/finance/product/apply/collect', { body }));
    return { collected: result.collected, message: result.collected ? '已加入我的收藏' : '已取消收藏' };
  },
  failed: (message): CollectAnswer => ({ message }),
});
