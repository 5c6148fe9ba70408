/** Text made safe inside HTML or XML, element content and quoted attributes alike (numeric references). */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
