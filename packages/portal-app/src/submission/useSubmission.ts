// The submission lifecycle every form of the portal shares: the draft
// kept while typing (shell/draft.ts), the contract's checks (rules.ts), the 安全验证 before sending,
// the server's messages tied to the fields (spec §8), the 30 s timeout (spec §9) that keeps what was
// typed, the receipt with its tracking number, and 重置 that can be undone.
import { useState } from 'react';
import { useActionData, useLocation } from 'react-router';
import { FormSubmitError, useForm, type FormValidators, type UploadHandler, type UploadedFile, type UseFormResult } from '@credit-portal/ui';
import { clearDraft, isBlank, readDraft, useDraft } from '../shell/draft';
import { useHydrated } from '../shell/hydrated';
import { usePostedForm } from '../shell/postedForm';
import { useShell } from '../shell/ShellContext';
import { rulesFor, type BodyRules, type RuleField } from './rules';
import { intentOf, type SubmissionAnswer } from './action';
import { useRoutePost } from './routePost';
import { beforePosting } from './clientAction';

/** Spec §9: requests time out after 30 s; the form says so and keeps the values. */
export const SUBMIT_TIMEOUT = 30_000;

export interface SubmissionOptions<V extends object, R> {
  /** The field rules of the request body in the contract (api-client's `<schema>Rules`): the form's checks. */
  rules: BodyRules;
  /** The form's fields the contract checks, with their labels (and body names where they differ). */
  fields: { [K in keyof V]?: RuleField<V> };
  /** The empty form (重置 goes back to it). */
  blank: V;
  /** The draft's key: what is typed is kept under it until the submission succeeds. */
  draft: string;
  /** The first values from the restored draft, e.g. a number from the address or the account's own name. */
  initial?: (draft: V) => V;
  /** Checks of the form's own, after the contract's presence check and before its checks of form (they are the more particular). */
  validators?: FormValidators<V>;
  /**
   * Only a logged-in visitor may send (the admin paths, spec §6): without a login the visitor is sent
   * to the single sign-on first (the draft brings the values back), and the form says so in these words
   * (what is being sent, e.g. 信用投诉).
   */
  signIn?: string;
  /** The 安全验证 dialog before sending (spec §4), after the login when one is needed. */
  captcha?: boolean;
  /** What the form says when the visitor closes the 安全验证 without passing it. */
  captchaMessage?: string;
  /** After a successful submission (the kit keeps `receipt` too), e.g. to the receipt page. */
  onSent?: (receipt: R, values: V) => void;
  /**
   * The form's name among its page's forms (the intent it posts to, action.ts `intentAddress`): the
   * route's answer is this form's only when the page's address was posted with it.
   */
  intent?: string;
}

/**
 * The part of a form that is no component's: its fields, checks and the call that sends it. The page's
 * form (useSubmission) and its route's actions share it: the clientAction the form posts to with the
 * page's script (clientAction.ts), the server's action for a form sent without it (action.ts).
 */
export type SubmissionForm<V extends object, R> = Pick<SubmissionOptions<V, R>, 'rules' | 'fields' | 'blank' | 'validators' | 'signIn' | 'captcha'> & {
  /**
   * Sends the values; what the back end answers is the receipt. With `captcha`, `pass` is the 安全验证's
   * pass, which a guarded operation carries (its X-Captcha-Pass header).
   */
  send: (values: V, pass?: string) => Promise<R>;
  /** The server's field names where the form's differ (its messages go beside the form's fields). */
  rename?: Record<string, string>;
  /** Where the receipt has a page of its own (the visitor is sent there, by the page and by the action alike). */
  receiptAddress?: (receipt: R) => string;
  /** How the action stores a file field's files sent with the form (multipart), by field: each file's stored record. */
  uploads?: { [K in keyof V]?: (file: File) => Promise<UploadedFile> };
  /**
   * A file field's checks, its chooser's (FileUpload's accept, maxSize, maxFiles): the action makes them
   * before it stores anything, as the browser does when the files are chosen.
   */
  fileRules?: { [K in keyof V]?: FileRules };
};

/** What a file field takes: these types (extensions or media types), this size each, this many files. */
export interface FileRules {
  accept?: readonly string[];
  maxSize?: number;
  maxFiles?: number;
}

export interface Submission<V extends object, R> {
  form: UseFormResult<V>;
  /** The last successful submission's receipt (its tracking number), until `again`. */
  receipt: R | null;
  /** A new, empty form after a receipt. */
  again: () => void;
  /** 重置: empties the form, keeping what was typed for `undo`. */
  reset: () => void;
  /** Brings back what 重置 emptied, while nothing new was typed; null otherwise. */
  undo: (() => void) | null;
  /**
   * The 安全验证 of a form with one, as it is sent without the page's script: the captcha the route's
   * action answered with (its token), or none yet on the page's first answer (the image a <noscript>
   * shows is then a new captcha, kept by the browser: CaptchaFields); null for a form without one.
   */
  captcha: { token?: string } | null;
  /**
   * A file field's upload, watched: while one of its files is still uploading, the field says so (a
   * submission then would lack the file, and the contract's 请上传… would be untrue).
   */
  uploading: (name: keyof V & string, upload: UploadHandler) => UploadHandler;
}

/**
 * The receipt of the form the route's action sent (a form sent without the page's script), for a page
 * that shows its receipt in the form's place; null otherwise.
 */
export function useActedReceipt<R>(intent?: string): R | null {
  return useActedSubmission<R>(intent)?.receipt ?? null;
}

/**
 * What the route's action answered for a form sent without the page's script (action.ts), if it did;
 * for a form named by its `intent`, only when the page's address was posted with that intent (another
 * form of the page was sent otherwise).
 */
function useActedSubmission<R>(intent?: string): SubmissionAnswer<R> | undefined {
  const acted = (useActionData() as { submission?: SubmissionAnswer<R> } | undefined)?.submission;
  const { search } = useLocation();
  return intent === undefined || intentOf(search) === intent ? acted : undefined;
}

/** One form's submission, from its first keystroke to its receipt. */
export function useSubmission<V extends object, R>(options: SubmissionOptions<V, R>): Submission<V, R> {
  const { rules, fields, blank, draft, initial, validators, signIn, captcha, captchaMessage, onSent, intent } = options;
  const shell = useShell();
  const post = useRoutePost<SubmissionAnswer<R>>(intent);
  // A form sent without the page's script was taken by the route's action (action.ts): its receipt, or
  // what was posted with the messages that stopped it.
  const acted = useActedSubmission<R>(intent);
  const [receipt, setReceipt] = useState<R | null>(acted?.receipt ?? null);
  // A page the server rendered starts blank, as the server did, and takes up the draft once hydrated;
  // a page that gives back a form sent before its script ran starts with that, on the server as here.
  const hydrated = useHydrated();
  const givenPosted = usePostedForm(blank);
  const posted = acted?.values
    ? { initialValues: { ...blank, ...acted.values } as V, initialSubmitError: acted.message ?? null, initialErrors: acted.errors }
    : acted?.message !== undefined
      ? { initialValues: blank, initialSubmitError: acted.message, initialErrors: undefined }
      : { ...givenPosted, initialErrors: undefined };
  const givenBack = posted.initialSubmitError !== null;
  const [restoreLate] = useState(() => !hydrated && !givenBack);
  const [start] = useState(() => {
    const restored = givenBack ? posted.initialValues : hydrated ? readDraft(draft, blank) : blank;
    return initial ? initial(restored) : restored;
  });
  // Files still uploading, by field: such a field is not ready to send, whatever it holds already.
  const [inFlight, setInFlight] = useState<Record<string, number>>({});
  // Made on every render: a form's own checks may read what it shows now (the chosen product, today).
  const checks = withUploadsInFlight(rulesFor<V>(rules, fields, blank, validators), inFlight, fields);
  const [emptied, setEmptied] = useState<V | null>(null);

  const form = useForm<V>({
    initialValues: start,
    initialSubmitError: posted.initialSubmitError,
    ...(posted.initialErrors ? { initialErrors: posted.initialErrors as Partial<Record<keyof V & string, string>> } : {}),
    timeout: SUBMIT_TIMEOUT,
    validators: checks,
    // The draft, once the page the server rendered runs here (what the visitor typed before then wins).
    restore: () => {
      if (!restoreLate) return null;
      const restored = readDraft(draft, blank);
      return isBlank(restored) ? null : initial ? initial(restored) : restored;
    },
    onSubmit: async (values) => {
      // The login a form of logged-in visitors needs, then the 安全验证 (clientAction.ts).
      const pass = await beforePosting({ signIn, captcha, captchaMessage }, shell);
      // Sent by the route's clientAction (clientAction.ts), which answers with the receipt or the messages.
      const answered = await post({ values: values as Record<string, unknown>, ...(pass === undefined ? {} : { pass }) });
      if (answered?.receipt === undefined) {
        throw new FormSubmitError(answered?.message ?? '提交未完成，请重新提交。您填写的内容已保留。', answered?.errors ?? {});
      }
      const answer = answered.receipt;
      clearDraft(draft);
      setEmptied(null);
      setReceipt(answer);
      onSent?.(answer, values);
    },
  });
  // Its effect runs after useForm's, which has read the draft by then: the blank start would remove it.
  useDraft(draft, form.values, receipt === null && !form.succeeded);

  // Undo lasts while the form is still as 重置 left it.
  const stillEmpty = emptied !== null && JSON.stringify(form.values) === JSON.stringify(blank);
  return {
    form,
    receipt,
    captcha: acted?.captcha !== undefined ? { token: acted.captcha } : captcha ? {} : null,
    uploading: (name, upload) => (file, onProgress) => {
      const count = (step: number) => setInFlight((current) => ({ ...current, [name]: Math.max(0, (current[name] ?? 0) + step) }));
      count(1);
      return upload(file, onProgress).finally(() => count(-1));
    },
    again: () => {
      form.reset(blank);
      setReceipt(null);
    },
    reset: () => {
      setEmptied(form.values);
      form.reset(blank);
    },
    undo: stillEmpty
      ? () => {
          form.reset(emptied);
          setEmptied(null);
        }
      : null,
  };
}

/** The form's checks with, first for each field whose files are still uploading, a check that says so. */
function withUploadsInFlight<V extends object>(checks: FormValidators<V>, inFlight: Record<string, number>, fields: SubmissionOptions<V, unknown>['fields']): FormValidators<V> {
  const busy = Object.keys(inFlight).filter((name) => (inFlight[name] ?? 0) > 0);
  if (busy.length === 0) return checks;
  const all = { ...checks } as Record<string, unknown>;
  for (const name of busy) {
    const label = (fields as Record<string, RuleField<V> | undefined>)[name]?.label ?? '文件';
    const own = all[name];
    all[name] = [() => `${label}正在上传，请待上传完成后再提交`, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
  }
  return all as FormValidators<V>;
}
