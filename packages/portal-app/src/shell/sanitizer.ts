// `#sanitizer` in the browser (package.json `imports`; the server's is shell/sanitizer.server.ts). The
// sanitizer (DOMPurify, 11.5 KB gzip) is loaded when a loader first runs in the browser, by `import()`:
// a page the server rendered arrives with its CMS HTML sanitised and loads none of it.
import type { SanitizedHtml } from '@credit-portal/ui';

/** The article sanitizer (ui's sanitizeArticleHtml), loaded with its first use (a failed load rejects: the loader fails as on a failed call). */
export const loadSanitizer = (): Promise<(html: string) => SanitizedHtml> => import('./articleSanitizer').then((module) => module.sanitizeArticleHtml);
