// A form sent without the page's script: a plain POST to its page, taken by the route's action on the
// server. The same form as in the browser (a SubmissionForm: the contract's checks, the form's own, the
// call that sends it) checks the posted values and sends them with the visitor's login; the page then
// shows the receipt, or the form again with what was typed and each message beside its field.
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { isPortalError, readCookie, unwrap } from '@credit-portal/api-client';
import { NOSCRIPT_CAPTCHA_COOKIE } from '../shell/captchaAddresses';
import { portal } from '#portal';
import { formErrors, loginFirst, sendForm } from './sendForm';
import { defaultFileUploadLabels, FormSubmitError, isAccepted, type UploadedFile } from '@credit-portal/ui';
import { toFormError } from '../views/formError';
import type { FileRules, SubmissionForm } from './useSubmission';
import type { PostedFields } from '@credit-portal/portal-server/entry';
import { postedValues as valuesOfFields } from '../shell/postedForm';
import { refusal } from './refusal';

/** What the action gives the page: the receipt, or what was posted with the messages that stopped it. */
export interface SubmissionAnswer<R> {
  receipt?: R;
  /** The 安全验证 to pass before the form is sent: a captcha's token (its image and sound are the back end's). */
  captcha?: string;
  values?: Record<string, unknown>;
  message?: string;
  errors?: Record<string, string>;
}

/** The form's values out of what was posted: each text field's value, each yes/no field checked or not; lists stay as `blank` has them. */
const postedValues = <V extends object>(blank: V, posted: FormData): V => valuesOfFields(blank, givenBackFields(posted)) ?? { ...blank };

/** A stored file the form sent back (FileUpload's hidden field without script: its record as JSON), or null. */
function keptFile(value: string): UploadedFile | null {
  try {
    const file = JSON.parse(value) as Partial<UploadedFile>;
    const idOk = (typeof file.id === 'string' && /^[\w-]{1,64}$/.test(file.id)) || (typeof file.id === 'number' && Number.isSafeInteger(file.id));
    return idOk && typeof file.name === 'string' && file.name.length <= 255 && typeof file.size === 'number' ? { id: file.id as UploadedFile['id'], name: file.name, size: file.size } : null;
  } catch {
    return null;
  }
}

/**
 * The messages of a file field's checks, the chooser's own (FileUpload's, in the browser as files are
 * chosen): the browser keeps no file of a form that comes back, so each asks for it again.
 */
const fileLabels = defaultFileUploadLabels;
const chooseAgain = (message: string) => `${message}，请重新选择文件`;

/** Why `file` may not be stored under `rules` (its type, its size), or null. */
function refusedFile(file: File, rules: FileRules): string | null {
  if (!isAccepted(file, rules.accept ?? [])) return fileLabels.wrongType(file.name, rules.accept ?? []);
  if (rules.maxSize !== undefined && file.size > rules.maxSize) return fileLabels.tooLarge(file.name, rules.maxSize);
  return null;
}

/**
 * The file fields' files: those stored before (sent back by the form) and those sent with it, stored now
 * (the form's `uploads`). Nothing is stored beyond what the field's rules allow (`fileRules`: too many
 * files store none; a file of another type or too large is not stored); a file refused, by them or by
 * the store, gives its field the message.
 */
async function postedFiles<V extends object, R>(form: SubmissionForm<V, R>, posted: FormData, values: Record<string, unknown>, errors: Record<string, string>): Promise<void> {
  for (const [name, store] of Object.entries(form.uploads ?? {}) as [string, (file: File) => Promise<UploadedFile>][]) {
    const rules: FileRules = (form.fileRules as Record<string, FileRules | undefined> | undefined)?.[name] ?? {};
    const files: UploadedFile[] = [];
    const sent: File[] = [];
    for (const entry of posted.getAll(name)) {
      if (typeof entry === 'string') {
        const kept = keptFile(entry);
        if (kept) files.push(kept);
      } else if (entry.size > 0 || entry.name !== '') {
        sent.push(entry);
      }
    }
    values[name] = files;
    if (rules.maxFiles !== undefined && files.length + sent.length > rules.maxFiles) {
      errors[name] = chooseAgain(fileLabels.tooMany(rules.maxFiles));
      continue;
    }
    for (const file of sent) {
      const refused = refusedFile(file, rules);
      if (refused !== null) {
        errors[name] ??= refused;
        continue;
      }
      try {
        files.push(await store(file));
      } catch (error) {
        // A redirect the store asks for (e.g. to a login that brings the operator back), or a login to ask for.
        if (error instanceof Response) throw error;
        if (isPortalError(error) && (error.kind === 'unauthenticated' || error.kind === 'tokenExpired')) throw error;
        errors[name] ??= chooseAgain(`“${file.name}”未能上传：${isPortalError(error) ? (Object.values(error.fieldErrors)[0] ?? error.message) : '请稍后重试'}`);
      }
    }
  }
}

/** The names of the captcha's fields in a form sent without the page's script. */
export const CAPTCHA_TOKEN = 'captchaToken';
export const CAPTCHA_CODE = 'captchaCode';
/** A captcha's token as the back end issues them. */
export const CAPTCHA_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The token of the captcha a form sent without the page's script showed: posted in `field` (a captcha its
 * action answered with), or else the last one whose image a <noscript> showed this browser, kept in its
 * cookie (app/noscriptCaptcha.ts). Undefined when neither is a token.
 */
export function postedCaptchaToken(posted: FormData, request: Request, field = CAPTCHA_TOKEN): string | undefined {
  const given = posted.get(field);
  const token = typeof given === 'string' && given !== '' ? given : readCookie(request.headers.get('Cookie'), NOSCRIPT_CAPTCHA_COOKIE);
  return token !== undefined && CAPTCHA_TOKEN_PATTERN.test(token) ? token : undefined;
}

/**
 * The posted captcha's token when the posted code is right for it (each token serves one check: it is
 * then the pass), false when it is not, null when no code or no captcha was posted.
 */
export async function checkCaptcha(posted: FormData, request: Request): Promise<string | false | null> {
  const token = postedCaptchaToken(posted, request);
  const code = posted.get(CAPTCHA_CODE);
  if (token === undefined || typeof code !== 'string' || code.trim() === '') return null;
  try {
    return (await unwrap(portal.api.GET('/graphic/captcha/check', { params: { query: { token, data: code.trim().slice(0, 4) } } }))) ? token : false;
  } catch {
    return false;
  }
}

/** A new captcha's token, or null when none could be had. */
export async function newCaptcha(): Promise<string | null> {
  try {
    return (await unwrap(portal.api.GET('/graphic/captcha'))).token;
  } catch {
    return null;
  }
}

/** What a form of logged-in visitors says to one without a login (or whose login ended): files are never kept by the browser. */
const loginNeeded = (what = '') => `提交${what}需先登录：请登录后再次提交，您填写的内容已保留（附件需重新选择）。`;

/** The receipt, as the page shows it. */
const answer = <R>(submission: SubmissionAnswer<R>) => data({ submission });
/**
 * The form again with why it was not sent, each refusal with the clientAction's status for it
 * (clientAction.ts; 401 for a visitor without a login, whom the page logs in before it posts): the
 * page's own answer here (refusal.ts: 200 on the server).
 */
const refuse = <R>(submission: SubmissionAnswer<R>, status: number) => refusal({ submission }, status, 'server');

/**
 * The route's action for `form`: checks the posted values as the browser would, then sends them. A form
 * whose checks depend on what the visitor may choose (their own records) is made for the request.
 *
 * The server's action factories (this one, `formActions`, `loginAction`, `verifiedSearchAction`) are
 * called only where the browser's build leaves them out: in a route module's `action` (the framework
 * removes that export from the browser's build), or inside a function only such an action calls. Called
 * at the top of a module the browser loads too (a form's definition beside its clientAction), the
 * factory's code would stay in the browser's bundle even where the unused call itself is dropped (marked
 * free of side effects, `@__NO_SIDE_EFFECTS__`, for the static copy, whose route modules keep their
 * actions unexported). Such a module exports the form, and the route makes the action from it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function submissionAction<V extends object, R>(formFor: SubmissionForm<V, R> | ((args: ActionFunctionArgs) => Promise<SubmissionForm<V, R>>)) {
  return async (args: ActionFunctionArgs) => {
    const { request } = args;
    let form: SubmissionForm<V, R>;
    try {
      form = typeof formFor === 'function' ? await formFor(args) : formFor;
    } catch (error) {
      // A redirect the form asks for is the answer; a form that cannot be made for the request (e.g. its
      // address names nothing to send it for) says why, as the clientAction does.
      if (error instanceof Response) throw error;
      const refused = toFormError(error, []);
      if (refused instanceof FormSubmitError) return refuse<R>({ message: refused.message, errors: refused.fieldErrors }, 422);
      return refuse<R>({ message: '提交失败，请稍后重试。' }, 503);
    }
    let posted: FormData;
    try {
      posted = await request.formData();
    } catch {
      return refuse<R>({ message: '提交的内容无法读取，请重新填写后提交' }, 400);
    }
    const typed = postedValues(form.blank, posted);
    // A form of logged-in visitors only: said before anything is stored, checked or verified.
    if (loginFirst(form)) {
      return refuse<R>({ values: typed as Record<string, unknown>, message: loginNeeded(form.signIn) }, 401);
    }
    const values = typed as Record<string, unknown>;
    const refusedFiles: Record<string, string> = {};
    try {
      await postedFiles(form, posted, values, refusedFiles);
    } catch (error) {
      if (error instanceof Response) throw error;
      // The file store takes files from a logged-in visitor only.
      return refuse<R>({ values, message: loginNeeded(form.signIn) }, 401);
    }
    const errors = { ...formErrors(form, typed), ...refusedFiles };
    if (Object.keys(errors).length > 0) return refuse<R>({ values, errors, message: '请根据提示修改后重新提交' }, 422);
    let pass: string | undefined;
    if (form.captcha) {
      // The 安全验证 without the page's script: the form shows a captcha's image and a field for its code
      // (CaptchaFields) and is sent once the code posted with it is right; a wrong or missing code brings
      // it back with another captcha.
      const checked = await checkCaptcha(posted, request);
      if (typeof checked !== 'string') {
        const captcha = await newCaptcha();
        if (captcha === null) return refuse<R>({ values, message: '安全验证暂时无法进行，请稍后再次提交。您填写的内容已保留。' }, 503);
        return refuse<R>({ values, captcha, message: checked === false ? '验证码错误，请输入新图片中的验证码后再次提交' : '请输入图片中的验证码，完成安全验证后再次提交' }, 422);
      }
      pass = checked;
    }
    const sent = await sendForm(form, typed, pass);
    if ('receipt' in sent) return form.receiptAddress ? redirect(form.receiptAddress(sent.receipt)) : answer<R>({ receipt: sent.receipt });
    if ('loginEnded' in sent) return refuse<R>({ values, message: loginNeeded(form.signIn) }, 422);
    if ('refused' in sent) return refuse<R>({ values, message: sent.refused.message, errors: sent.refused.fieldErrors }, 422);
    return refuse<R>({ values, message: '提交失败，请稍后重试。您填写的内容已保留。' }, 503);
  };
}

/** The posted text fields as the page gives them back (files and passwords never). */
function givenBackFields(posted: FormData): PostedFields {
  const fields: PostedFields = {};
  for (const [name, value] of posted) {
    if (typeof value === 'string' && !/pass(word)?|pwd|secret/i.test(name)) (fields[name] ??= []).push(value);
  }
  return fields;
}

/**
 * The address a form of a page with several actions posts to: its page with the form's intent, and the
 * page's own query where the form belongs to what the address opened (`params`, e.g. the report whose
 * sharing is open), so that the answer shows the same page around it.
 */
export function intentAddress(intent: string, params?: URLSearchParams): string {
  const query = new URLSearchParams(params);
  query.delete(INTENT);
  query.set(INTENT, intent);
  return `?${query.toString()}`;
}
export const INTENT = 'intent';

/** The intent of the form a page's address was posted by (its action's answer is that form's), or null. */
export const intentOf = (search: string): string | null => new URLSearchParams(search).get(INTENT);

/**
 * The action of a page with more than one form: each form names itself in the address it posts to
 * (`intentAddress`), and its own action takes it. A form of the page that is sent from the browser only
 * (it has no action yet) comes back filled in, with why it was not sent (shell/postedForm.ts).
 * Called only where the browser's build leaves it out, as `submissionAction` says.
 */
/* @__NO_SIDE_EFFECTS__ */
export function formActions(actions: Record<string, (args: ActionFunctionArgs) => Promise<unknown>>) {
  return async (args: ActionFunctionArgs) => {
    const intent = new URL(args.request.url).searchParams.get(INTENT);
    const act = intent !== null && Object.hasOwn(actions, intent) ? actions[intent] : undefined;
    if (act) return act(args);
    let posted: FormData;
    try {
      posted = await args.request.formData();
    } catch {
      return data({ givenBack: {} as PostedFields });
    }
    return data({ givenBack: givenBackFields(posted) });
  };
}
