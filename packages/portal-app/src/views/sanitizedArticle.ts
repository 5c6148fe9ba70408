// The HTML of the CMS is sanitised where it is loaded: by the route's loader, on the server (the page
// arrives with it sanitised, and the browser needs no sanitizer to show or hydrate it) and in the browser
// (a navigation, the static copy), where `#sanitizer` loads the sanitizer alongside the data.
import type { SanitizedHtml } from '@credit-portal/ui';
import { loadSanitizer } from '#sanitizer';

export { loadSanitizer };

/** Something of the CMS with its HTML (`content`) sanitised. */
export type Sanitized<T extends { content: string }> = Omit<T, 'content'> & { content: SanitizedHtml };

/** `content` sanitised with the sanitizer given. */
export const sanitizeContent = <T extends { content: string }>(item: T, sanitize: (html: string) => SanitizedHtml): Sanitized<T> => ({
  ...item,
  content: sanitize(item.content),
});

/** What `load` gives, its HTML sanitised; the sanitizer loads while the data does. */
export async function sanitizedArticle<T extends { content: string }>(load: Promise<T>): Promise<Sanitized<T>> {
  const [item, sanitize] = await Promise.all([load, loadSanitizer()]);
  return sanitizeContent(item, sanitize);
}
