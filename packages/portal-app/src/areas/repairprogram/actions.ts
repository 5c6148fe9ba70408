// The program's forms as route actions: each is sent as a plain POST without the page's script and
// through a fetcher with it, to the same function (exported as the route's `action` and `clientAction`:
// the operator's token is the render scope's on the server, the program's cookie in the browser). The
// form names what it does in its `intent` field. A reason that fails the contract's check comes back
// with its message and what was typed (422 to the router); a failed call with the catalogue's message (503); an ended
// session goes to the login, which brings the operator back to the page.
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { catalogueMessage, isPortalError, tokenClearCookie, unwrap } from '@credit-portal/api-client';
import { FormSubmitError } from '@credit-portal/ui';
import { program } from '#program';
import { refusal } from '../../submission/refusal';
import { toFormError } from '../../views/formError';
import { loginAction } from '../../submission/loginAction';
import { operatorLogin } from './loginAction';
import { LOGIN_PATH, loginOnExpiry, OPERATOR_COOKIE } from './program';

/** The contract's reasons (RepairReason): 5 to 500 characters; a note (RepairNote) from 2. */
export const REASON_LIMITS = { min: 5, max: 500 } as const;
export const NOTE_MIN = 2;

/** The reason's check, the same in the page and in the action: required, at least `min` characters. */
export const checkReason = (what: string, min: number = REASON_LIMITS.min) => (value: string) => {
  const length = Array.from(value.trim()).length;
  if (length === 0) return `请填写${what}`;
  return length >= min || `${what}不少于${min}个字`;
};

/** The forms of a reason: 审核 (通过并撤销公示, 驳回), 添加备注, 恢复公示; each names its intent. */
export const REASON_FORMS = {
  decide: { what: '审核意见', min: REASON_LIMITS.min, done: { accept: '已通过并撤销公示', reject: '已驳回' } },
  note: { what: '备注', min: NOTE_MIN, done: '已添加备注' },
  restore: { what: '恢复原因', min: REASON_LIMITS.min, done: '已恢复公示' },
} as const;
export type ReasonIntent = keyof typeof REASON_FORMS;

/** What a reason form's action answers: whose form (intent and target), the reason kept or emptied, and what happened. */
export interface ReasonAnswer {
  intent: ReasonIntent;
  /** The application or cancellation the form was about. */
  target: string;
  /** What the form shows again: the reason typed (a refusal), or nothing (done). */
  reason: string;
  /** Beside the reason's field. */
  error?: string;
  /** Above the form: why it was not done (the catalogue's message). */
  message?: string;
  /** Said once done. */
  done?: string;
}

/** The action's answer once done. */
const answer = (reasonForm: ReasonAnswer) => data({ reasonForm });
/**
 * A refusal (422, 503): the router in the browser reads no data again; on the server it is the page itself,
 * with the form and its message (submission/refusal.ts).
 */
const refuse = (reasonForm: ReasonAnswer, status: number) => refusal({ reasonForm }, status);

const isIntent = (value: unknown): value is ReasonIntent => typeof value === 'string' && Object.hasOwn(REASON_FORMS, value);
/** An application's or a cancellation's id as the contract gives them. */
const TARGET = /^\d{1,18}$/;

/**
 * The action (and clientAction) of the program's pages with reason forms (/repair-program-application,
 * /repair-program-detail): `intent` (decide, note, restore), `target` (the application, or for restore the
 * cancellation), `reason`, and for decide `decision` (accept, reject: the button pressed).
 */
export async function reasonAction({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  let posted: FormData | null = null;
  try {
    posted = await request.formData();
  } catch {
    // Nothing readable: said below.
  }
  const intent = posted?.get('intent');
  const target = posted?.get('target');
  const typed = posted?.get('reason');
  const reason = typeof typed === 'string' ? typed.slice(0, REASON_LIMITS.max) : '';
  if (!isIntent(intent) || typeof target !== 'string' || !TARGET.test(target)) {
    return refusal({ reasonForm: null, failure: '提交的内容无法读取，请刷新页面后重新操作' }, 400);
  }
  const form = REASON_FORMS[intent];
  const decision = posted?.get('decision');
  if (intent === 'decide' && decision !== 'accept' && decision !== 'reject') {
    return refuse({ intent, target, reason, message: '请点击“通过并撤销公示”或“驳回”提交审核' }, 422);
  }
  const refused = checkReason(form.what, form.min)(reason);
  if (refused !== true) return refuse({ intent, target, reason, error: refused }, 422);
  const text = reason.trim();
  try {
    if (intent === 'decide') {
      await unwrap(program.api.POST('/repairprogram/applications/{id}/decide', { params: { path: { id: target } }, body: { decision: decision as 'accept' | 'reject', reason: text } }));
    } else if (intent === 'note') {
      await unwrap(program.api.POST('/repairprogram/applications/{id}/notes', { params: { path: { id: target } }, body: { note: text } }));
    } else {
      await unwrap(program.api.POST('/repairprogram/cancellations/{id}/restore', { params: { path: { id: target } }, body: { reason: text } }));
    }
  } catch (error) {
    const login = loginOnExpiry(error, url);
    if (login instanceof Response) return login;
    // The server names the field as the contract does (reason, or a note's `note`): both are this one.
    const refusal = toFormError(error, ['reason'], { note: 'reason' });
    const beside = refusal instanceof FormSubmitError ? refusal.fieldErrors.reason : undefined;
    if (beside) return refuse({ intent, target, reason, error: beside }, 422);
    return refuse({ intent, target, reason, message: isPortalError(error) ? error.message : catalogueMessage('server') }, 503);
  }
  const done = intent === 'decide' ? REASON_FORMS.decide.done[decision as 'accept' | 'reject'] : REASON_FORMS[intent].done;
  return answer({ intent, target, reason: '', done });
}

/** The logout's intent, posted to the login's route from every page's frame (退出). */
export const LOGOUT = 'logout';

/**
 * 退出: the session ended at the back end (whatever it says: the token goes either way), the program's
 * cookie expired (the Set-Cookie on the server; the cookie store in the browser), then the login.
 */
export async function logoutAction({ request }: ActionFunctionArgs) {
  if (program.tokenStore.get() !== null) {
    try {
      await unwrap(program.api.POST('/repairprogram/auth/logout'));
    } catch {
      // Ended already or unreachable: the token is dropped here either way.
    }
  }
  program.tokenStore.clear();
  const secure = new URL(request.url).protocol === 'https:';
  return redirect(LOGIN_PATH, { status: 303, headers: { 'Set-Cookie': tokenClearCookie({ key: OPERATOR_COOKIE, secure }), 'Cache-Control': 'no-store' } });
}

/** Whether a post to the login's route is the frame's 退出 (read from a copy: the login reads the body itself). */
async function isLogout(request: Request): Promise<boolean> {
  try {
    return (await request.clone().formData()).get('intent') === LOGOUT;
  } catch {
    return false;
  }
}

/** The login route's action: 退出 from any page's frame, else the login sent without the page's script. */
export async function loginRouteAction(args: ActionFunctionArgs) {
  return (await isLogout(args.request)) ? logoutAction(args) : loginAction(operatorLogin)(args);
}

/** The login route's clientAction: 退出 (the login form with the page's script calls the back end itself). */
export async function loginRouteClientAction(args: ActionFunctionArgs) {
  if (await isLogout(args.request)) return logoutAction(args);
  return refusal({ login: { values: { account: '', code: '' }, message: '请重新登录' } }, 400, 'browser');
}
