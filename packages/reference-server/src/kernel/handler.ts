// The shape of a handler: what the router lends it (a request that has passed the contract's checks, and
// the server's context) and what it answers (a Reply the router checks against the contract again).
// Handlers are typed per operation from the contract as generated for the client (`operations` of
// @credit-portal/api-client, openapi-typescript): `Handler<'getLeaveMessagePage'>` reads its path, query
// and body with the contract's types and must answer the `data` its 200 response documents.
import type { Database } from 'better-sqlite3';
import type { components, operations } from '@credit-portal/api-client';
import { fail, type BinaryReply, type JsonReply } from './reply.js';
import type { OperatorSession, SessionUser } from './session.js';

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

/** Every operationId of the contract. */
export type OperationId = keyof operations;

/** A named schema of the contract (openapi/components), e.g. `Schema<'BoardMessage'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/**
 * A request that has passed the contract's checks, as the router hands it to any handler: values are
 * coerced and defaults applied. Handlers read it typed per operation (OperationRequest).
 */
export interface HandlerRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  /** The logged-in visitor, on operations whose contract requires a login (`security` without `{}`). */
  user?: SessionUser;
  /** The token the request carried, when it was a valid one. */
  token?: string;
  /** The operator, on operations of the operators' own scheme (the router lets no other request reach them). */
  operator?: OperatorSession;
  /**
   * Why a visitor of a public operation is anonymous (spec §8): 401 without a known token, 203 when the
   * token expired. A handler that asks for a login itself answers this code, as the router would.
   */
  loginProblem?: 401 | 203;
}

/** The parameters of an operation, by location (path, query, header). */
type ParametersOf<Id extends OperationId> = operations[Id] extends { parameters: infer P } ? P : never;

/** An object with no properties: reading any of them does not compile. */
type Empty = Record<never, never>;

/** One location's parameters; an operation without any there gets an empty object. */
type ParametersIn<Id extends OperationId, Where extends string> = Where extends keyof ParametersOf<Id>
  ? [NonNullable<ParametersOf<Id>[Where]>] extends [never]
    ? Empty
    : NonNullable<ParametersOf<Id>[Where]>
  : Empty;

/**
 * Query parameters whose contract has a `default` arrive with it (contract/validation.ts). pageNo and
 * pageSize always have one (openapi/components/parameters.yaml); a handler names any other in `Defaults`.
 */
type WithDefaults<Query, Defaults extends PropertyKey> = Omit<Query, Defaults & keyof Query> & {
  [Name in Defaults & keyof Query]-?: Exclude<Query[Name], undefined>;
};

/** The JSON body the contract documents (undefined when it is optional); other bodies as parsed. */
type BodyOf<Id extends OperationId> = operations[Id] extends { requestBody: { content: { 'application/json': infer Body } } }
  ? Body
  : operations[Id] extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? Body | undefined
    : unknown;

/** The request of one operation, typed from the contract. */
export interface OperationRequest<Id extends OperationId, Defaults extends string = never> {
  params: ParametersIn<Id, 'path'>;
  query: WithDefaults<ParametersIn<Id, 'query'>, 'pageNo' | 'pageSize' | Defaults>;
  headers: Record<string, unknown>;
  body: BodyOf<Id>;
  /** The logged-in visitor, on operations whose contract requires a login (`security` without `{}`). */
  user?: SessionUser;
  /** The token the request carried, when it was a valid one. */
  token?: string;
  /** The operator, on operations of the operators' own scheme (the router lets no other request reach them). */
  operator?: OperatorSession;
  /**
   * Why a visitor of a public operation is anonymous (spec §8): 401 without a known token, 203 when the
   * token expired. A handler that asks for a login itself answers this code, as the router would.
   */
  loginProblem?: 401 | 203;
}

// The `data` of an envelope, read as the client's OperationData reads it (packages/api-client envelope.ts):
// members of a union without `data`, or with only `data: null` (the contract's ErrorResult), drop out.
type WithData<Body> = Body extends unknown ? ('data' extends keyof Body ? Body : never) : never;
type EnvelopeData<Body> = Body extends { data: infer D }
  ? D
  : Body extends { data?: infer D }
    ? [NonNullable<D>] extends [never]
      ? never
      : D | undefined
    : never;

/** What a successful answer of an operation carries in `data`, from its documented HTTP 200 JSON answer. */
export type DataOf<Id extends OperationId> = operations[Id] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? [WithData<Body>] extends [never]
    ? undefined
    : EnvelopeData<WithData<Body>>
  : unknown;

/** What a handler of one operation may answer: its documented data, a failure, or a file. */
export type OperationReply<Id extends OperationId> = JsonReply<DataOf<Id>> | BinaryReply;

/** A handler typed from the contract; `Defaults` names query parameters besides pageNo/pageSize with a default. */
export type Handler<Id extends OperationId, Defaults extends string = never> = (
  request: OperationRequest<Id, Defaults>,
  context: ServerContext,
) => OperationReply<Id> | Promise<OperationReply<Id>>;

/** The request of an operation whose contract requires a login: the router has found the visitor. */
export type SignedInRequest<Id extends OperationId, Defaults extends string = never> = OperationRequest<Id, Defaults> & {
  user: SessionUser;
};

/** A handler of an operation whose contract requires a login (`security` without `{}`); see `signedIn`. */
export type SignedInHandler<Id extends OperationId, Defaults extends string = never> = (
  request: SignedInRequest<Id, Defaults>,
  context: ServerContext,
) => OperationReply<Id> | Promise<OperationReply<Id>>;

/** The request of an operation of the operators' scheme: the router has found the operator. */
export type OperatorRequest<Id extends OperationId, Defaults extends string = never> = OperationRequest<Id, Defaults> & {
  operator: OperatorSession;
  token: string;
};

/**
 * A handler of an operation that requires the operators' scheme (`security: repairOperatorToken`); the router
 * lets no request without a live operator session reach it, so the 401 below is never sent.
 */
export function operatorOnly<Id extends OperationId, Defaults extends string = never>(
  handler: (request: OperatorRequest<Id, Defaults>, context: ServerContext) => OperationReply<Id> | Promise<OperationReply<Id>>,
): Handler<Id, Defaults> {
  return (request, context) => {
    const { operator, token } = request;
    return operator && token ? handler({ ...request, operator, token }, context) : fail(401);
  };
}

/** Marks the handlers made by `signedIn`, so that a test can match them with the contract's `security`. */
const SIGNED_IN = Symbol('signedIn');

/** Whether a handler was made by `signedIn`. */
export const isSignedIn = (handler: unknown): boolean => typeof handler === 'function' && SIGNED_IN in handler;

/**
 * A handler that reads `user` as present. The generated `operations` do not carry `security`, so whether
 * an operation requires a login cannot be read from the types; the router lets no request without a valid
 * login reach such a handler (contract/router.ts, accessRule), and test/contract.test.ts checks that every
 * handler made here belongs to an operation that requires one. The 401 below is thus never sent.
 */
export function signedIn<Id extends OperationId, Defaults extends string = never>(
  handler: SignedInHandler<Id, Defaults>,
): Handler<Id, Defaults> {
  const wrapped: Handler<Id, Defaults> = (request, context) => {
    const { user } = request;
    return user ? handler({ ...request, user }, context) : fail(401);
  };
  return Object.assign(wrapped, { [SIGNED_IN]: true });
}

/**
 * Handlers by the operationId of the contract. A misspelt or unknown operationId does not compile; the
 * router checks at start-up that every operation has one (contract/router.ts, handlerCoverage).
 */
export type Handlers = { readonly [Id in OperationId]?: Handler<Id, string> };
