// What the server gave back of a form posted before the page's script ran (shell/postedForm.ts types it
// back into the form): the fields, read once from the page's JSON data block and provided to the app.
// Kept apart from postedForm.ts so that the first page's script carries only this reader.
import { createContext } from 'react';
import { POSTED_FORM_ELEMENT_ID, type PostedFields } from '@credit-portal/portal-server/entry';

/**
 * What the server gave back for the page's first address, with the key of the history entry it was
 * loaded as (the server renders it as `default`; the browser reads its own before the router starts):
 * the form takes the fields on that entry only, never after a navigation.
 */
export interface PostedForm {
  fields: PostedFields;
  key: string;
}

export const PostedFormContext = createContext<PostedForm | null>(null);

const isPostedFields = (value: unknown): value is PostedFields =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((values) => Array.isArray(values) && values.every((item) => typeof item === 'string'));

/** The fields the server gave back in this document, if any. */
export function readPostedFields(root: Pick<Document, 'getElementById'> = document): PostedFields | null {
  const text = root.getElementById(POSTED_FORM_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isPostedFields(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
