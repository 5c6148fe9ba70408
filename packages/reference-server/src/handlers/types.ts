import type { Database } from 'better-sqlite3';
import type { Reply } from '../http/reply.js';
import type { SessionUser } from '../features/accounts/session.js';

/** What the server lends every handler. */
export interface ServerContext {
  db: Database;
  /** The clock, ms since the epoch; tests move it to expire captchas. */
  now(): number;
  /** When set, every new captcha's answer (tests and demos; refused in production). */
  captchaCode?: string;
  /** Lifetime of a login token, ms (setting PORTAL_TOKEN_TTL; 2 hours when unset). */
  tokenTtlMs?: number;
}

/** A request that has passed the contract's checks: values are coerced and defaults applied. */
export interface HandlerRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  /** The logged-in visitor, on operations whose contract requires a login (`security` without `{}`). */
  user?: SessionUser;
  /** The token the request carried, when it was a valid one. */
  token?: string;
}

export type OperationHandler = (request: HandlerRequest, context: ServerContext) => Reply | Promise<Reply>;

/** Handlers by the operationId of the contract. */
export type Handlers = Readonly<Record<string, OperationHandler>>;
