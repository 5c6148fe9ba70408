// `#sanitizer` on the server (package.json `imports`: the browser condition takes shell/sanitizer.ts):
// DOMPurify with the article rules, over a DOM of jsdom's, loaded with the server.
import { JSDOM } from 'jsdom';
import { sanitizeArticleHtml, setSanitizerWindow, type SanitizedHtml } from '@credit-portal/ui';

// The same rules as in the browser, in jsdom's DOM: a page's CMS HTML is sanitised by its loader, so the
// document and the hydration data carry the same sanitised HTML.
setSanitizerWindow(new JSDOM('').window);

/** The article sanitizer (ui's sanitizeArticleHtml). */
export const loadSanitizer = async (): Promise<(html: string) => SanitizedHtml> => sanitizeArticleHtml;
