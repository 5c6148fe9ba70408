import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { isSafeLinkHref, isSafeResourceUrl, squash } from './safeUrl';
import type { SanitizedHtml } from './SanitizedHtml';

export { isSafeLinkHref, isSafeResourceUrl };

/**
 * Article bodies come from the CMS as HTML written by editors (and pasted from Word). Only a
 * safe subset is kept: paragraphs, h2–h4, lists, tables, strong/em, links and images.
 * Everything else is removed (its text kept, except for script, style, svg and the like);
 * no event attributes, no inline style, no javascript: or data: links.
 */
export const ARTICLE_ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'strong',
  'em',
  'a',
  'img',
] as const;

export const ARTICLE_ALLOWED_ATTRIBUTES = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'span',
] as const;

export interface SanitizeOptions {
  /** Where http(s) links open. Default `_blank` (with rel="noopener noreferrer"). */
  linkTarget?: '_blank' | '_self';
}

let purifier: Purifier | null = null;
let currentTarget: SanitizeOptions['linkTarget'] = '_blank';
/** The DOM to sanitise with where there is no `window` (a server), given by setSanitizerWindow. */
let serverWindow: Parameters<typeof DOMPurify>[0] | null = null;

/**
 * On a server, where there is no `window`: the DOM that DOMPurify sanitises articles with, e.g. a
 * jsdom window (`new JSDOM('').window`). The server's render then holds the same article as the
 * browser's, so the page hydrates without a mismatch. Without one, a server renders articles empty.
 */
export function setSanitizerWindow(domWindow: Parameters<typeof DOMPurify>[0]): void {
  serverWindow = domWindow;
  purifier = null;
}

function getPurifier(): Purifier | null {
  if (purifier) return purifier;
  const domWindow = typeof window === 'undefined' ? serverWindow : window;
  if (!domWindow) return null;
  // An instance of our own, so these hooks never touch another user of DOMPurify in the app.
  const instance = DOMPurify(domWindow);
  if (!instance.isSupported) return null;
  instance.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    if (element.tagName === 'A') {
      const href = element.getAttribute('href');
      if (href === null || !isSafeLinkHref(href)) {
        element.removeAttribute('href');
        element.removeAttribute('target');
        element.removeAttribute('rel');
        return;
      }
      if (/^https?:/i.test(squash(href)) && currentTarget === '_blank') {
        element.setAttribute('target', '_blank');
        element.setAttribute('rel', 'noopener noreferrer');
      } else {
        element.removeAttribute('target');
        element.setAttribute('rel', 'noopener');
      }
    }
    if (element.tagName === 'IMG') {
      const src = element.getAttribute('src');
      if (src === null || !isSafeResourceUrl(src)) {
        element.remove();
        return;
      }
      // An image without alt text would be read out as its file name.
      if (!element.hasAttribute('alt')) element.setAttribute('alt', '');
      element.setAttribute('loading', 'lazy');
    }
  });
  purifier = instance;
  return instance;
}

const config: Config = {
  ALLOWED_TAGS: [...ARTICLE_ALLOWED_TAGS],
  ALLOWED_ATTR: [...ARTICLE_ALLOWED_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Looser than the final rule on purpose: the hook above applies the per-element rules.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

/**
 * The article HTML with only the safe subset left, for SanitizedArticleView (ArticleView calls it itself).
 * Returns '' where there is no DOM (a server without setSanitizerWindow), so nothing unchecked is ever rendered.
 */
export function sanitizeArticleHtml(html: string, options: SanitizeOptions = {}): SanitizedHtml {
  const instance = getPurifier();
  // The one place a string becomes SanitizedHtml: DOMPurify's output, or nothing.
  if (!instance || !html) return '' as SanitizedHtml;
  currentTarget = options.linkTarget ?? '_blank';
  try {
    return instance.sanitize(html, config) as string as SanitizedHtml;
  } finally {
    currentTarget = '_blank';
  }
}
