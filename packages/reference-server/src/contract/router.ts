// The generic routing layer: one route per documented operation and base, the request checked against
// the contract, the handler looked up by operationId, the answer checked again before it leaves. It knows
// no feature: the handlers, the field labels, the token check and the upload limit are handed in.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { limitBody, limitJsonBody } from '../http/body-limit.js';
import { RESULT_MESSAGES, failure } from '../kernel/envelope.js';
import type { FieldLabels } from '../kernel/feature.js';
import type { HandlerRequest, Handlers, ServerContext } from '../kernel/handler.js';
import type { Reply } from '../kernel/reply.js';
import type { Authentication, OperatorAuthentication } from '../kernel/session.js';
import { allBases, listOperations, type Operation } from './operations.js';
import type { OpenApiDocument } from './types.js';
import { createTurnBudget } from './turn-budget.js';
import { compileValidators, type OperationValidator } from './validation.js';

/**
 * Who may call an operation, read from its `security` and `x-user-types` (spec §6); `scheme` names the
 * security scheme a login-required operation asks for (the visitors' portalToken, or another such as the
 * repair program's operators').
 */
export function accessRule(document: OpenApiDocument, operation: Operation): { login: boolean; userTypes: number[] | null; scheme: string | null } {
  const security = operation.raw.security ?? document.security ?? [];
  const login = security.length > 0 && !security.some((requirement) => Object.keys(requirement).length === 0);
  const scheme = login ? (Object.keys(security[0] ?? {})[0] ?? null) : null;
  return { login, userTypes: operation.raw['x-user-types'] ?? null, scheme };
}

export type ServerMode = 'production' | 'development' | 'test';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/** An answer that breaks the contract; thrown in development and tests so drift fails loudly. */
export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

export interface MountOptions {
  document: OpenApiDocument;
  handlers: Handlers;
  context: ServerContext;
  mode: ServerMode;
  logger: Logger;
  /**
   * Check each answer against the documented response (default true). Production checks too and logs
   * a mismatch; PORTAL_CHECK_RESPONSES=0 skips the check there (docs/benchmarks.md gives its cost).
   */
  checkResponses?: boolean;
  /** Chinese names of request fields per operation, for the 202 messages (the features' labels). */
  labels?: FieldLabels;
  /**
   * Who is calling (spec §6): the request's `Authorization` header and `access_token` query checked by
   * the accounts feature; handed in by the entry point.
   */
  authenticate(authorization: string | undefined, accessToken: string | undefined): Authentication;
  /**
   * A second kind of session with a bearer scheme of its own (the repair program's operators): operations
   * whose `security` names `scheme` are checked with it instead of the visitors' `authenticate`, so neither
   * kind of token opens the other's operations.
   */
  operators?: { scheme: string; authenticate(authorization: string | undefined): OperatorAuthentication };
  /** The largest file a multipart body may carry (the files feature's limit, contract: uploadFile), bytes. */
  maxUploadBytes: number;
}

/**
 * A handler by its operationId. The router calls every handler alike: the contract's checks have given
 * the request the shape that the handler's type (kernel/handler.ts, from the same contract) promises.
 */
const handlerOf = (handlers: Handlers, operationId: string): RoutedHandler | undefined =>
  (handlers as Readonly<Record<string, RoutedHandler | undefined>>)[operationId];

/** How the router calls every handler: with the checked request, whatever the operation. */
type RoutedHandler = (request: HandlerRequest, context: ServerContext) => Reply | Promise<Reply>;

/** Operations of the document that have no handler, and handlers that match no operation. */
export function handlerCoverage(document: OpenApiDocument, handlers: Handlers): { missing: string[]; unknown: string[] } {
  const ids = new Set(listOperations(document).map((o) => o.operationId));
  return {
    missing: [...ids].filter((id) => !Object.hasOwn(handlers, id)),
    unknown: Object.keys(handlers).filter((id) => !ids.has(id)),
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** The answer as sent; `json` is the JSON text of a JSON reply when the caller has made it already. */
function toResponse(reply: Reply, json?: string): Response {
  const headers = new Headers(reply.headers);
  if (reply.kind === 'json') {
    headers.set('Content-Type', JSON_TYPE);
    // API answers describe the moment; handlers that may be cached say so themselves.
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
    return new Response(json ?? JSON.stringify(reply.body), { status: reply.status, headers });
  }
  headers.set('Content-Type', reply.contentType);
  const body = typeof reply.body === 'string' ? reply.body : new Uint8Array(reply.body);
  return new Response(body, { status: reply.status, headers });
}

function queryValues(c: Context): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const url = new URL(c.req.url);
  for (const [name, value] of url.searchParams) (out[name] ??= []).push(value);
  return out;
}

type BodyRead = { ok: true; body: unknown } | { ok: false; message: string; field?: string };

/** Room for a multipart body's part headers besides its one file. */
const MULTIPART_OVERHEAD = 64 * 1024;

const isMultipart = (type: string): boolean => /^multipart\/form-data\b/i.test(type);

/**
 * An operation's body limit (http/body-limit.ts): uploads may carry the files feature's limit, every
 * JSON body JSON_BODY_LIMIT. Bodies of operations that document none are never read.
 */
function bodyLimitOf(operation: Operation, maxUploadBytes: number): MiddlewareHandler {
  const upload = limitBody(maxUploadBytes + MULTIPART_OVERHEAD, 'file', `文件大小不能超过${Math.round(maxUploadBytes / (1024 * 1024))}MB`);
  const json = limitJsonBody();
  const takesUploads = operation.requestBody?.content['multipart/form-data'] !== undefined;
  return (c, next) => {
    if (!operation.requestBody) return next();
    return (takesUploads && isMultipart(c.req.header('content-type') ?? '') ? upload : json)(c, next);
  };
}

async function readBody(c: Context, operation: Operation): Promise<BodyRead> {
  if (!operation.requestBody) return { ok: true, body: undefined };
  const type = c.req.header('content-type') ?? '';
  if (operation.requestBody.content['multipart/form-data'] && isMultipart(type)) {
    if (c.req.header('content-length') === '0') return { ok: false, field: 'file', message: '请选择要上传的文件' };
    try {
      return { ok: true, body: await c.req.parseBody() };
    } catch {
      return { ok: false, message: '请求内容不是有效的表单' };
    }
  }
  if (operation.requestBody.content['multipart/form-data'] && !operation.requestBody.content['application/json']) {
    return { ok: false, field: 'file', message: '请以 multipart/form-data 表单上传文件' };
  }
  const text = await c.req.text();
  if (text.trim() === '') return { ok: true, body: undefined };
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) return { ok: false, message: '请求内容类型必须是 application/json' };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, message: '请求内容不是有效的 JSON' };
  }
}

/**
 * Registers one route per documented operation and base: request checked against the contract
 * (HTTP 400, code 202 with a Chinese message per field), handler looked up by operationId, answer
 * checked against the documented response before it leaves.
 */
export function mountContract(app: Hono, options: MountOptions): Operation[] {
  const { document, handlers, context, mode, logger } = options;
  const operations = listOperations(document);
  const coverage = handlerCoverage(document, handlers);
  if (coverage.missing.length > 0 || coverage.unknown.length > 0) {
    const problem =
      (coverage.missing.length ? `文档中的操作没有处理程序: ${coverage.missing.join(', ')}. ` : '') +
      (coverage.unknown.length ? `处理程序不对应任何文档操作: ${coverage.unknown.join(', ')}.` : '');
    // Development and tests stop at once; production serves the rest and answers 500 for the gaps.
    if (mode !== 'production') throw new Error(problem);
    logger.warn(problem);
  }
  // Tests start many servers that each meet a few operations: there the checks are compiled on first use.
  const validators = compileValidators(document, operations, options.labels, { onFirstUse: mode === 'test' });
  // Short turns of the event loop, so that new connections are accepted under load (contract/turn-budget.ts).
  const turns = createTurnBudget();

  const enforce = (problems: string[]): void => {
    if (problems.length === 0) return;
    const message = problems.join('\n');
    if (mode === 'production') logger.warn(`响应与契约不符: ${message}`);
    else throw new ContractViolation(message);
  };

  const checkResponses = options.checkResponses ?? true;
  const send = (operation: Operation, validator: OperationValidator, reply: Reply): Response => {
    if (!checkResponses) return toResponse(reply);
    if (reply.kind !== 'json') {
      enforce(validator.checkReply({ status: reply.status, contentType: reply.contentType }));
      return toResponse(reply);
    }
    // The answer is checked as the client will read it (JSON text parsed again), and that same text is
    // sent: one serialisation per answer, not two.
    const json = JSON.stringify(reply.body);
    enforce(validator.checkReply({ status: reply.status, contentType: 'application/json', json: JSON.parse(json) }));
    return toResponse(reply, json);
  };

  const methodsByRoute = new Map<string, Set<string>>();
  for (const operation of operations) {
    const validator = validators.get(operation.operationId) as OperationValidator;
    const handler = handlerOf(handlers, operation.operationId);
    const pathNames = new Set(operation.parameters.filter((p) => p.in === 'path').map((p) => p.name));
    const recordIds = new Set(operation.parameters.filter((p) => p.in === 'path' && p['x-record-id'] === true).map((p) => p.name));
    const access = accessRule(document, operation);
    const operators = options.operators;
    const forOperators = operators !== undefined && access.scheme === operators.scheme;
    const limit = bodyLimitOf(operation, options.maxUploadBytes);
    for (const base of operation.bases) {
      const route = `${base}${operation.routePath}`;
      const methods = methodsByRoute.get(route) ?? new Set<string>();
      methods.add(operation.method.toUpperCase());
      methodsByRoute.set(route, methods);

      app.on(operation.method.toUpperCase(), route, limit, async (c) => {
        if (!handler) return toResponse({ kind: 'json', status: 500, body: failure(500) });
        // The operators' own sessions: their operations accept no visitor's token, and nothing else of theirs.
        const operator = forOperators ? operators.authenticate(c.req.header('authorization')) : undefined;
        if (operator && !operator.ok) return send(operation, validator, { kind: 'json', status: 200, body: failure(operator.code) });
        // Login first (spec §8): 401 without a token, 203 when it expired, 403 for another user type.
        const auth = options.authenticate(c.req.header('authorization'), c.req.query('access_token'));
        if (access.login && !forOperators && !auth.ok) return send(operation, validator, { kind: 'json', status: 200, body: failure(auth.code) });
        if (access.login && auth.ok && access.userTypes && !access.userTypes.includes(auth.user.userType)) {
          return send(operation, validator, { kind: 'json', status: 200, body: failure(403) });
        }
        const body = await readBody(c, operation);
        for (let wait = turns.enter(); wait; wait = turns.enter()) await wait;
        const check = validator.checkRequest({
          path: c.req.param() as Record<string, string>,
          query: queryValues(c),
          headers: Object.fromEntries(Object.entries(c.req.header()).map(([k, v]) => [k.toLowerCase(), v])),
          body: body.ok ? body.body : undefined,
        });
        const errors: Record<string, string> = { ...(check.ok ? {} : check.errors) };
        if (!body.ok) {
          // The body could not be read: its own message replaces "请求内容不能为空".
          delete errors.body;
          errors[body.field ?? 'body'] = body.message;
        }
        if (!check.ok || !body.ok) {
          // An address whose path parameter cannot exist names no resource: where the contract
          // documents no 400 for the operation, that is its 404. A malformed record id (`1%00.pdf`
          // where ids are digits, `x-record-id`) is an unknown id: 4040, HTTP 404 where documented,
          // else HTTP 200 as the handler answers an id it does not know.
          const fields = Object.keys(errors).map((field) => field.split('.')[0] ?? field);
          if (fields.every((field) => recordIds.has(field))) {
            return send(operation, validator, { kind: 'json', status: operation.responses['404'] ? 404 : 200, body: failure(4040) });
          }
          if (fields.every((field) => pathNames.has(field)) && !operation.responses['400'] && operation.responses['404']) {
            return send(operation, validator, { kind: 'json', status: 404, body: failure(4040) });
          }
          return send(operation, validator, {
            kind: 'json',
            status: 400,
            body: { code: 202, msg: RESULT_MESSAGES[202], errors },
          });
        }
        // Public operations still know a logged-in visitor (e.g. to mark a product as collected).
        const request = operator?.ok
          ? { ...check.request, operator: operator.operator, token: operator.token }
          : auth.ok
            ? { ...check.request, user: auth.user, token: auth.token }
            : { ...check.request, loginProblem: auth.code };
        const reply = await handler(request, context);
        return send(operation, validator, reply);
      });
    }
  }

  // A documented address asked with another method: 405 with the envelope, and Allow as HTTP wants.
  for (const [route, methods] of methodsByRoute) {
    app.all(route, (c) => {
      const allow = [...methods, ...(methods.has('GET') ? ['HEAD'] : [])].join(', ');
      return c.json(failure(405), 405, { Allow: allow, 'Cache-Control': 'no-store' });
    });
  }

  // Anything else under an API base is an unknown resource, never the portal's index.html.
  for (const base of allBases(document)) {
    const notFound = (c: Context) => c.json(failure(4040), 404, { 'Cache-Control': 'no-store' });
    app.all(base, notFound);
    app.all(`${base}/*`, notFound);
  }
  return operations;
}
