// The address rules of an article's links, images and downloads, apart from the sanitizer: a page that
// shows an already sanitised body (SanitizedArticleView) checks its attachments' addresses without
// loading DOMPurify.

// Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
export const squash = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
const hasScheme = (value: string) => /^[a-z][a-z\d+.-]*:/i.test(value);

/** Links: http, https, mailto and tel only. */
export const isSafeLinkHref = (href: string): boolean => /^(?:https?:\/\/|mailto:|tel:)/i.test(squash(href));

/** Images and downloads: http(s), protocol-relative or relative addresses. */
export const isSafeResourceUrl = (src: string): boolean => {
  const value = squash(src);
  return value !== '' && (/^https?:\/\//i.test(value) || !hasScheme(value));
};
