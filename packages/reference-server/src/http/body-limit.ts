// Bounded bodies (architecture.md "Bounded input"): a body over its limit is refused with HTTP
// 413 and the envelope before it is read. A Content-Length over the limit is refused at once; a chunked
// body is counted while it streams in and refused at the first byte over it (hono's bodyLimit), so no
// request makes the server buffer more than its limit.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * The most a JSON (or small form) body may carry. The longest form of the contract (a few texts of at
 * most 2,000 characters, even with every character escaped as \uXXXX) is well under it.
 */
export const JSON_BODY_LIMIT = 64 * 1024;

/** 413 with the envelope (code 202, the field's message); the connection is closed, the rest never read. */
const tooLarge = (c: Context, field: string, message: string): Response =>
  c.json({ code: 202, msg: message, errors: { [field]: message } }, 413, { 'Cache-Control': 'no-store', Connection: 'close' });

/** Refuses a body over `maxBytes` with 413 and `message` tied to `field`. */
export const limitBody = (maxBytes: number, field: string, message: string): MiddlewareHandler =>
  bodyLimit({ maxSize: maxBytes, onError: (c) => tooLarge(c, field, message) });

/** The limit of a JSON body or a small form, with its message. */
export const limitJsonBody = (): MiddlewareHandler => limitBody(JSON_BODY_LIMIT, 'body', `请求内容不能超过${JSON_BODY_LIMIT / 1024}KB`);
