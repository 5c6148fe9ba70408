import { failure, success, type Envelope, type ResultCode } from '../envelope.js';

/**
 * What a handler answers. Handlers return data, not Responses, so that the router can check every
 * answer against the contract before it is sent.
 */
export type Reply = JsonReply | BinaryReply;

export interface JsonReply {
  kind: 'json';
  status: number;
  body: Envelope;
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
export const ok = <T>(data: T): JsonReply => ({ kind: 'json', status: 200, body: success(data) });

/** A business failure: the envelope's code carries it, HTTP stays 200 unless the contract says otherwise. */
export const fail = (code: Exclude<ResultCode, 200>, msg?: string, status = 200): JsonReply => ({
  kind: 'json',
  status,
  body: failure(code, msg),
});

export const binary = (
  contentType: string,
  body: string | Uint8Array,
  headers?: Record<string, string>,
): BinaryReply => ({ kind: 'binary', status: 200, contentType, body, ...(headers ? { headers } : {}) });
