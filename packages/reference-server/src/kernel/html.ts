// The one escaping helper for text written into HTML, SVG and XML (pages, seeded articles, pictures,
// spreadsheets): the five characters that could end a text or an attribute value.

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` safe inside an element or a quoted attribute of HTML, SVG or XML. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] as string);
