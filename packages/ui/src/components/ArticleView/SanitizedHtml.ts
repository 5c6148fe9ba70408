declare const sanitizedHtml: unique symbol;

/**
 * An article body that has been through `sanitizeArticleHtml`: only the article subset is left. A plain
 * string is not one; a consumer gets one by sanitising, or by an explicit cast (`as SanitizedHtml`),
 * which is theirs to answer for (e.g. HTML sanitised on a server and sent along with the page's data).
 */
export type SanitizedHtml = string & { readonly [sanitizedHtml]: true };
