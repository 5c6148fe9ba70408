// A form sent with the page's script: the kit (useSubmission) posts its values to the route's
// clientAction through a fetcher, so that the router runs the action and then reads the page's data
// again (what the submission changed, e.g. a new row of 我的申报, shows without a hand-made reload).
// The same form as the server's action (action.ts) checks the values and sends them; files were stored
// while the visitor chose them (with their progress), so only their records travel here.
import { data, type ActionFunctionArgs, type ClientActionFunctionArgs } from 'react-router';
import { FormSubmitError } from '@credit-portal/ui';
import { toFormError } from '../views/formError';
import { captchaPass } from '../shell/captchaPass';
import type { Shell } from '../shell/ShellContext';
import { INTENT, type SubmissionAnswer } from './action';
import { refusal } from './refusal';
import { readPost, type Posted } from './routePost';
import { formErrors, loginFirst, sendForm } from './sendForm';
import type { SubmissionForm, SubmissionOptions } from './useSubmission';

/** The clientAction's answer to the kit's post: the submission's (action.ts SubmissionAnswer). */
export type PostedAnswer<R> = Posted<SubmissionAnswer<R>>;

type FormFor<V extends object, R> = SubmissionForm<V, R> | ((args: ActionFunctionArgs) => Promise<SubmissionForm<V, R>>);

/**
 * The steps before the kit posts a form, in the order of the server's action: a form of logged-in
 * visitors without a login (`loginFirst`, the server's own check) sends the visitor to the single sign-on
 * first, nothing checked or verified (the form's draft brings the values back after it), then the
 * 安全验证 when the form asks for one. Answers the pass to post with the values; throws what the form
 * says when it is not posted.
 */
export async function beforePosting(
  form: Pick<SubmissionOptions<object, unknown>, 'signIn' | 'captcha' | 'captchaMessage'>,
  shell: Pick<Shell, 'login' | 'requestCaptcha'>,
): Promise<string | undefined> {
  if (loginFirst(form)) {
    // When the sign-on's address cannot be had, the visitor stays, told why.
    const failed = await shell.login();
    throw new FormSubmitError(failed ?? `提交${form.signIn}需先登录，正在跳转到统一身份认证平台，登录后可继续提交`);
  }
  if (!form.captcha) return undefined;
  if (!(await shell.requestCaptcha())) throw new FormSubmitError(form.captchaMessage ?? '请完成安全验证后再提交');
  return captchaPass() ?? undefined;
}

/** The form's own fields of what was posted, over its blank form (nothing else reaches `send`). */
function ownValues<V extends object>(blank: V, posted: Record<string, unknown>): V {
  const values: Record<string, unknown> = { ...(blank as Record<string, unknown>) };
  for (const name of Object.keys(blank)) if (Object.hasOwn(posted, name)) values[name] = posted[name];
  return values as V;
}

/**
 * The route's clientAction for `form` (the same definition as its server action): checks the posted
 * values as the server would, sends them, and answers with the receipt or with the messages to show
 * beside the fields. It never throws: every failure is an answer the form shows, with what was typed kept.
 */
export function submissionClientAction<V extends object, R>(formFor: FormFor<V, R>) {
  return async (args: ClientActionFunctionArgs) => {
    const post = await readPost(args.request);
    const nonce = post?.nonce ?? '';
    const answer = (submission: SubmissionAnswer<R>) => data<PostedAnswer<R>>({ answer: submission, nonce });
    // A refusal's status (4xx, 5xx) tells the router that nothing changed: it reads no data again.
    const refuse = (submission: SubmissionAnswer<R>, status: number) => refusal<PostedAnswer<R>>({ answer: submission, nonce }, status, 'browser');
    if (post === null) return refuse({ message: '提交的内容无法读取，请重新提交' }, 400);
    try {
      const form = typeof formFor === 'function' ? await formFor(args) : formFor;
      const values = ownValues(form.blank, post.values);
      const errors = formErrors(form, values);
      if (Object.keys(errors).length > 0) return refuse({ errors, message: '请根据提示修改后重新提交' }, 422);
      const sent = await sendForm(form, values, post.pass);
      if ('receipt' in sent) return answer({ receipt: sent.receipt });
      // An ended login is the catalogue's message here; the portal's client has already started the login.
      if ('loginEnded' in sent) return refuse({ message: sent.loginEnded.message, errors: sent.loginEnded.fieldErrors }, 422);
      if ('refused' in sent) return refuse({ message: sent.refused.message, errors: sent.refused.fieldErrors }, 422);
      return refuse({ message: sent.failed instanceof Error && sent.failed.message !== '' ? sent.failed.message : '提交失败，请稍后重试。您填写的内容已保留。' }, 503);
    } catch (error) {
      // A redirect the form asks for (e.g. to a login that brings the visitor back) is the answer; a form
      // that cannot be made for the request says why.
      if (error instanceof Response) return error;
      const refused = toFormError(error, []);
      if (refused instanceof FormSubmitError) return refuse({ message: refused.message, errors: refused.fieldErrors }, 422);
      return refuse({ message: refused instanceof Error && refused.message !== '' ? refused.message : '提交失败，请稍后重试。您填写的内容已保留。' }, 503);
    }
  };
}

/**
 * The clientAction of a page with more than one form sent by the kit: each form posts to its page with
 * its intent (action.ts `intentAddress`), and its own clientAction takes it.
 */
export function formClientActions(actions: Record<string, (args: ClientActionFunctionArgs) => Promise<unknown>>) {
  return async (args: ClientActionFunctionArgs) => {
    const intent = new URL(args.request.url).searchParams.get(INTENT);
    const act = intent !== null && Object.hasOwn(actions, intent) ? actions[intent] : undefined;
    return act ? act(args) : refusal<PostedAnswer<never>>({ answer: { message: '提交的内容无法读取，请重新提交' }, nonce: '' }, 400, 'browser');
  };
}
