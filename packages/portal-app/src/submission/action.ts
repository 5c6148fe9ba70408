// A form sent without the page's script: a plain POST to its page, taken by the route's action on the
// server. The same form as in the browser (a SubmissionForm: the contract's checks, the form's own, the
// call that sends it) checks the posted values and sends them with the visitor's login; the page then
// shows the receipt, or the form again with what was typed and each message beside its field.
import { data } from 'react-router';
import { isPortalError } from '@credit-portal/api-client';
import { checkFormValues, FormSubmitError } from '@credit-portal/ui';
import { toFormError } from '../views/formError';
import { rulesFor } from './rules';
import type { SubmissionForm } from './useSubmission';

/** What the action gives the page: the receipt, or what was posted with the messages that stopped it. */
export interface SubmissionAnswer<R> {
  receipt?: R;
  values?: Record<string, unknown>;
  message?: string;
  errors?: Record<string, string>;
}

/** The form's values out of what was posted: each text field's value, each yes/no field checked or not; lists stay as `blank` has them. */
export function postedValues<V extends object>(blank: V, posted: FormData): V {
  const values = { ...blank } as Record<string, unknown>;
  for (const [name, empty] of Object.entries(blank)) {
    const value = posted.get(name);
    if (typeof empty === 'string') values[name] = typeof value === 'string' ? value : '';
    else if (typeof empty === 'boolean') values[name] = value !== null;
  }
  return values as V;
}

// Every answer is the page itself (200): the receipt, or the form again with its messages, as a page
// the visitor reads, not an error page.
const answer = <R>(submission: SubmissionAnswer<R>) => data({ submission });

/** The route's action for `form`: checks the posted values as the browser would, then sends them. */
export function submissionAction<V extends object, R>(form: SubmissionForm<V, R>) {
  return async ({ request }: { request: Request }) => {
    let posted: FormData;
    try {
      posted = await request.formData();
    } catch {
      return answer<R>({ message: '提交的内容无法读取，请重新填写后提交' });
    }
    const typed = postedValues(form.blank, posted);
    const values = typed as Record<string, unknown>;
    const errors = checkFormValues(rulesFor<V>(form.schema, form.fields, form.blank, form.validators), typed) as Record<string, string>;
    if (Object.keys(errors).length > 0) return answer<R>({ values, errors, message: '请根据提示修改后重新提交' });
    if (form.captcha) {
      // The 安全验证 is a dialog of the page's script: without it the form says so and keeps what was typed.
      return answer<R>({ values, message: `提交${form.signIn ?? ''}需完成安全验证，安全验证需要浏览器运行 JavaScript。您填写的内容已保留，请启用 JavaScript 后再次提交。` });
    }
    try {
      return answer<R>({ receipt: await form.send(typed) });
    } catch (error) {
      if (isPortalError(error) && (error.kind === 'unauthenticated' || error.kind === 'tokenExpired')) {
        return answer<R>({ values, message: `提交${form.signIn ?? ''}需先登录：请登录后再次提交，您填写的内容已保留。` });
      }
      const refused = toFormError(error, Object.keys(form.blank), form.rename);
      if (refused instanceof FormSubmitError) return answer<R>({ values, message: refused.message, errors: refused.fieldErrors });
      return answer<R>({ values, message: '提交失败，请稍后重试。您填写的内容已保留。' });
    }
  };
}
