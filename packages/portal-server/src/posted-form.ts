// A page's form sent as a plain POST: the visitor submitted before the page's script ran, or their browser
// runs none. The portal's forms send to the back end from the browser, so nothing is submitted from here:
// the same page comes back with what was typed in its fields and the form saying why it was not sent.
// The fields travel in the request's body (the forms say method="post"), never in the address, so names,
// identity numbers and phone numbers stay out of the history, the access logs and the next Referer.
import { POSTED_FORM_ELEMENT_ID, type PostedFields } from './entry.js';

/** A form's text fields are small; nginx refuses bodies over 64 KB for the same reason. */
export const MAX_POSTED_FORM_BYTES = 64 * 1024;
/**
 * A form with files (multipart) sent without the page's script carries them for its route's action to
 * store: at most five of the file store's 10 MB each, and the fields.
 */
export const MAX_POSTED_FILES_BYTES = 5 * 10 * 1024 * 1024 + 1024 * 1024;
/** No form of the portal has this many fields; more is not a visitor's form. */
const MAX_POSTED_FIELDS = 200;
/** A password is never written back into a page. */
const SECRET_FIELD = /pass(word)?|pwd|secret/i;


/** A form's POST as it came (its body and type), for a page whose route takes the submission itself (its action). */
export interface SubmittedForm {
  body: Uint8Array;
  contentType: string;
}

export type PostedForm = { kind: 'fields'; fields: PostedFields; submitted: SubmittedForm } | { kind: 'too-large' };

/** The body, at most `limit` bytes; null when it is longer (reading stops there). */
async function readCapped(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The text fields of a form's POST (urlencoded or multipart; files and passwords left out), or
 * `too-large` for a body over its limit (MAX_POSTED_FORM_BYTES, or MAX_POSTED_FILES_BYTES with files). Any other body gives no fields.
 */
export async function readPostedForm(request: Request): Promise<PostedForm> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  const limit = type.startsWith('multipart/form-data') ? MAX_POSTED_FILES_BYTES : MAX_POSTED_FORM_BYTES;
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return { kind: 'too-large' };
  const bytes = await readCapped(request.body, limit);
  if (bytes === null) return { kind: 'too-large' };
  let entries: Iterable<[string, string | Blob]> = [];
  try {
    if (type.startsWith('application/x-www-form-urlencoded')) {
      entries = new URLSearchParams(new TextDecoder().decode(bytes));
    } else if (type.startsWith('multipart/form-data')) {
      // The type as sent: a multipart boundary is case-sensitive.
      entries = await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
    }
  } catch {
    // A body that does not parse as its type says gives nothing to write back.
    entries = [];
  }
  const fields: PostedFields = {};
  let count = 0;
  for (const [name, value] of entries) {
    if (typeof value !== 'string' || SECRET_FIELD.test(name) || name === '' || name.length > 100) continue;
    if (++count > MAX_POSTED_FIELDS) break;
    (fields[name] ??= []).push(value);
  }
  // The type as sent: a multipart boundary is case-sensitive.
  return { kind: 'fields', fields, submitted: { body: bytes, contentType: request.headers.get('content-type') ?? '' } };
}

/** The fields as a JSON data block for the page's head (never run as a script; `<` escaped so no tag can end it). */
export function postedFormElement(fields: PostedFields): string {
  const json = JSON.stringify(fields).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${POSTED_FORM_ELEMENT_ID}">${json}</script>`;
}

/** Puts the fields' data block into a page's HTML, at the end of its head. */
export function withPostedForm(html: string, fields: PostedFields): string {
  const at = html.indexOf('</head>');
  return at === -1 ? html : html.slice(0, at) + postedFormElement(fields) + html.slice(at);
}
