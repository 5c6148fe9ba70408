// A form's fields the server gave back without sending them: posted as a plain POST to a page whose route
// takes no submission or that could not be rendered on the server, or kept while the visitor logged in again
// after their login ended (packages/portal-server/src/unsent-forms.ts). They come in a JSON data block
// (packages/portal-server/src/posted-form.ts writes it). The page's form opens with them and says it was not
// sent: nothing typed is lost, and the fields never travel in the address.
import { useContext } from 'react';
import { useActionData, useLocation } from 'react-router';
import type { PostedFields } from '@credit-portal/portal-server/entry';
import { PostedFormContext } from './postedFormData';

export const POSTED_FORM_MESSAGE = '表单尚未提交。您填写的内容已保留（密码和附件除外），请检查后再次提交。';

/**
 * The form's values with what was posted: each text field of `blank` posted takes its first value, each
 * yes/no field is checked when posted. Null when none of the form's text fields was posted (the fields
 * were another form's). Lists (uploads, groups of boxes) start as `blank` has them.
 */
export function postedValues<V extends object>(blank: V, fields: PostedFields): V | null {
  const values = { ...blank } as Record<string, unknown>;
  let matched = false;
  for (const [name, empty] of Object.entries(blank)) {
    const posted = fields[name];
    if (typeof empty === 'string' && posted?.[0] !== undefined) {
      values[name] = posted[0];
      matched = true;
    }
  }
  if (!matched) return null;
  for (const [name, empty] of Object.entries(blank)) {
    if (typeof empty === 'boolean') values[name] = fields[name] !== undefined;
  }
  return values as V;
}

/**
 * `useForm`'s first values and message: what the server gave back for this form (on the page's first
 * address, before any navigation), else `blank` and no message.
 */
export function usePostedForm<V extends object>(blank: V): { initialValues: V; initialSubmitError: string | null } {
  const posted = useContext(PostedFormContext);
  // Or, on a page with several forms, the fields its action gave back (submission/action.ts formActions).
  const givenBack = (useActionData() as { givenBack?: PostedFields } | undefined)?.givenBack;
  // Only on the history entry the page was loaded as.
  const { key } = useLocation();
  const values = givenBack ? postedValues(blank, givenBack) : posted && key === posted.key ? postedValues(blank, posted.fields) : null;
  return values ? { initialValues: values, initialSubmitError: POSTED_FORM_MESSAGE } : { initialValues: blank, initialSubmitError: null };
}
