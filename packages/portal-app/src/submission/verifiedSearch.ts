// A search sent without the page's script: its page asks for the 安全验证 with a form (views/
// SearchVerification: a captcha's image and a field) posted to the route's action, which checks the code
// and searches with the pass, or answers with another captcha. The page then shows the results the action
// found.
import { data } from 'react-router';
import { catalogueMessage, isPortalError } from '@credit-portal/api-client';
import { checkCaptcha, newCaptcha } from './action';

/** What the action gives the search page: the results, or the 安全验证 to pass (a captcha's token) and why. */
export interface VerifiedSearch<T> {
  found?: T;
  captcha?: string;
  message?: string;
}

/**
 * The route's action of a search page whose `search` needs a pass.
 * Called only where the browser's build leaves it out, as `submissionAction` (action.ts) says.
 */
/* @__NO_SIDE_EFFECTS__ */
export function verifiedSearchAction<T>(search: (request: Request, pass: string) => Promise<T>) {
  return async ({ request }: { request: Request }) => {
    let posted: FormData | null = null;
    try {
      posted = await request.formData();
    } catch {
      // Nothing readable: a new 安全验证.
    }
    const checked = posted ? await checkCaptcha(posted, request) : null;
    let failed: string | null = null;
    if (typeof checked === 'string') {
      try {
        return data({ verification: { found: await search(request, checked) } satisfies VerifiedSearch<T> });
      } catch (error) {
        failed = isPortalError(error) ? error.message : catalogueMessage('server');
      }
    }
    const captcha = await newCaptcha();
    const message =
      captcha === null
        ? '安全验证暂时无法进行，请稍后再试'
        : (failed ?? (checked === false ? '验证码错误，请输入新图片中的验证码' : '请输入图片中的验证码，完成安全验证'));
    return data({ verification: { ...(captcha === null ? {} : { captcha }), message } satisfies VerifiedSearch<T> });
  };
}
