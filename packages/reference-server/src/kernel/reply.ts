// What handlers answer, and the helpers that make the answers: the envelope's success and failures,
// validation failures tied to fields (code 202), and files.
import { RESULT_MESSAGES, failure, success, type Envelope, type ResultCode } from './envelope.js';

/**
 * What a handler answers. Handlers return data, not Responses, so that the router can check every
 * answer against the contract before it is sent.
 */
export type Reply = JsonReply | BinaryReply;

/** A JSON envelope; `Data` is what it carries on success (kernel/handler.ts types it per operation). */
export interface JsonReply<Data = unknown> {
  kind: 'json';
  status: number;
  body: Envelope<Data>;
  headers?: Record<string, string>;
}

export interface BinaryReply {
  kind: 'binary';
  status: number;
  contentType: string;
  body: string | Uint8Array;
  headers?: Record<string, string>;
}

/** HTTP 200 with `{code: 200, msg: 操作成功, data}`. */
export const ok = <T>(data: T): JsonReply<T> => ({ kind: 'json', status: 200, body: success(data) });

/** A business failure: the envelope's code carries it, HTTP stays 200 unless the contract says otherwise. */
export const fail = (code: Exclude<ResultCode, 200>, msg?: string, status = 200): JsonReply<never> => ({
  kind: 'json',
  status,
  body: failure(code, msg),
});

/**
 * A check the schema cannot make (check characters, ownership): 202 with the fields' messages, over HTTP
 * 200 as the operations' 200 answers say ("or 202 when a check of the server fails"). HTTP 400 stays for
 * requests that break the contract (contract/router.ts). `msg` repeats the first message so that a toast
 * can show it alone.
 */
export function invalid(errors: Record<string, string>): JsonReply<never>;
export function invalid(field: string, message: string): JsonReply<never>;
export function invalid(fieldOrErrors: string | Record<string, string>, message?: string): JsonReply<never> {
  const errors = typeof fieldOrErrors === 'string' ? { [fieldOrErrors]: message ?? RESULT_MESSAGES[202] } : fieldOrErrors;
  return { kind: 'json', status: 200, body: { code: 202, msg: Object.values(errors)[0] ?? RESULT_MESSAGES[202], errors } };
}

export const binary = (
  contentType: string,
  body: string | Uint8Array,
  headers?: Record<string, string>,
): BinaryReply => ({ kind: 'binary', status: 200, contentType, body, ...(headers ? { headers } : {}) });
