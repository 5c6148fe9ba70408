// The steps a kit form's submission takes alike with and without the page's script (the route's
// clientAction and its server action): its values checked by the contract's and the form's own rules,
// then sent, and what the send came to. Each action then answers in its own way (the page again without
// script; the post's answer with it).
import { isPortalError, type PortalError } from '@credit-portal/api-client';
import { checkFormValues, FormSubmitError } from '@credit-portal/ui';
import { portal } from '#portal';
import { toFormError } from '../views/formError';
import { rulesFor } from './rules';
import type { SubmissionForm } from './useSubmission';

/** The messages that stop `values` of `form` (none: an empty record). */
export const formErrors = <V extends object, R>(form: SubmissionForm<V, R>, values: V): Record<string, string> =>
  checkFormValues(rulesFor<V>(form.rules, form.fields, form.blank, form.validators), values) as Record<string, string>;

/**
 * Whether the visitor must log in before `form` is sent: a form of logged-in visitors (`signIn`) with no
 * login for the send to carry. Asked of the client's token store, the one the send takes its
 * Authorization from (the login cookie in the browser, the request's on the server), never of who the
 * page was rendered for; a login the back end no longer takes is the send's own answer (`loginEnded`).
 */
export const loginFirst = (form: { signIn?: string | undefined }): boolean => form.signIn !== undefined && portal.tokenStore.get() === null;

/** What sending a form came to. */
export type Sent<R> =
  /** Sent: the back end's receipt. */
  | { receipt: R }
  /** Refused by the back end: its message, and those that belong beside the form's fields. */
  | { refused: FormSubmitError }
  /** The visitor's login is missing or has ended (401, 203): nothing was sent. */
  | { loginEnded: PortalError }
  /** Failed otherwise (a timeout, a dropped connection, an unreadable answer): what was thrown. */
  | { failed: unknown };

/**
 * Sends checked `values` of `form` (with the 安全验证's pass when it asks for one). Only a Response the
 * send throws (a redirect it asks for, e.g. to a login that brings the visitor back) is thrown on.
 */
export async function sendForm<V extends object, R>(form: SubmissionForm<V, R>, values: V, pass?: string): Promise<Sent<R>> {
  try {
    return { receipt: await form.send(values, pass) };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isPortalError(error) && (error.kind === 'unauthenticated' || error.kind === 'tokenExpired')) return { loginEnded: error };
    const refused = toFormError(error, Object.keys(form.blank), form.rename);
    return refused instanceof FormSubmitError ? { refused } : { failed: refused };
  }
}
