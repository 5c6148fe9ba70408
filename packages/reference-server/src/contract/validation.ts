// Request and answer checks compiled from the contract with Ajv (draft 2020-12): requests coerced and
// defaulted before their handler sees them, 202 messages per field, answers checked before they leave.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { _, type ErrorObject, type KeywordCxt, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FieldLabels } from '../kernel/feature.js';
import { describeErrors } from './messages.js';
import { deref, isJsonMediaType, responseFor, type Operation } from './operations.js';
import type { JsonSchema, OpenApiDocument, ParameterObject } from './types.js';

const addFormats = addFormatsModule.default;

/** Component schemas are registered under this prefix, e.g. `urn:portal:schema:Envelope`. */
const SCHEMA_URN = 'urn:portal:schema:';

/**
 * The keyword that request schemas get beside every numeric `type`: text coerced to a number must be a
 * finite one. Ajv turns "Infinity" and "1e309" into Infinity, which its own checks then let through
 * (minimum and maximum only apply to finite numbers), so the handler got a number no SQL can page by.
 */
const FINITE = 'finite';

/**
 * The keyword that request schemas get beside every string `type`: the text must be readable text. Refused:
 * control characters other than tab, line feed and carriage return (a NUL ends the text for SQLite's
 * full-text query parser), lone surrogates (escapes in JSON), and U+FFFD, which is what bytes that are not
 * UTF-8 (overlong or truncated sequences, encoded surrogates) in a percent-encoded address decode to.
 */
const READABLE = 'readableText';

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNREADABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether `text` is readable text (see READABLE). */
export const isReadableText = (text: string): boolean => !UNREADABLE.test(text);

const VALUE_KEYWORDS = new Set(['example', 'examples', 'default', 'const', 'enum']);

const numericType = (type: unknown): 'integer' | 'number' | undefined => {
  const types = Array.isArray(type) ? type : [type];
  return types.includes('integer') ? 'integer' : types.includes('number') ? 'number' : undefined;
};

const stringType = (type: unknown): boolean => (Array.isArray(type) ? type : [type]).includes('string');

/**
 * Makes a schema from the document stand-alone for Ajv: `#/components/schemas/X…` becomes
 * `urn:portal:schema:X#…` (a schema registered on its own), and `x-` extensions are dropped so
 * that strict mode can still catch misspelt keywords in the contract. `finite` (requests only: answers
 * are never coerced nor refused for their text) adds the keywords above: FINITE to numeric schemas,
 * READABLE to string schemas.
 */
function portable(value: unknown, finite = false): unknown {
  if (Array.isArray(value)) return value.map((item) => portable(item, finite));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key.startsWith('x-')) continue;
    if (key === '$ref' && typeof child === 'string') {
      const m = /^#\/components\/schemas\/([^/]+)(\/.*)?$/.exec(child);
      if (!m) throw new Error(`不支持的 schema 引用: ${child}`);
      out.$ref = `${SCHEMA_URN}${m[1]}${m[2] ? `#${m[2]}` : ''}`;
      continue;
    }
    // Values (examples, defaults, constants) are data, not schemas: never given keywords.
    out[key] = VALUE_KEYWORDS.has(key) ? child : portable(child, finite);
  }
  const numeric = finite ? numericType(out.type) : undefined;
  if (numeric) out[FINITE] = numeric;
  if (finite && stringType(out.type)) out[READABLE] = true;
  return out;
}

function createAjv(document: OpenApiDocument, options: Options, finite = false): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    // Misspelt keywords in the contract should fail loudly; type unions and implied types are fine.
    strictSchema: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    ...options,
  });
  addFormats(ajv);
  // OpenAPI's own keywords inside Schema Objects (3.1 §4.8.24), annotations only.
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
  if (finite) {
    ajv.addKeyword({
      keyword: FINITE,
      schemaType: 'string',
      // Runs after the type's coercion, on the coerced value; the error names the type for the message.
      code: (cxt: KeywordCxt) => cxt.fail(_`typeof ${cxt.data} == "number" && !isFinite(${cxt.data})`),
      error: { message: 'must be finite', params: ({ schemaCode }) => _`{type: ${schemaCode}}` },
    });
    ajv.addKeyword({
      keyword: READABLE,
      schemaType: 'boolean',
      // Runs after the type's coercion: only strings are looked at.
      validate: (_schema: boolean, data: unknown) => typeof data !== 'string' || isReadableText(data),
      errors: false,
    });
  }
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    ajv.addSchema(portable(schema, finite) as object, `${SCHEMA_URN}${name}`);
  }
  return ajv;
}

export interface RequestInput {
  path: Record<string, string>;
  /** All values of each query name, as received. */
  query: Record<string, string[]>;
  headers: Record<string, string>;
  body?: unknown;
}

export interface ValidRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
}

export type RequestCheck = { ok: true; request: ValidRequest } | { ok: false; errors: Record<string, string> };

export interface ReplyShape {
  status: number;
  contentType: string;
  /** The parsed JSON body, for JSON answers. */
  json?: unknown;
}

export interface OperationValidator {
  checkRequest(input: RequestInput): RequestCheck;
  /** Problems of an answer with the contract, empty when it conforms. */
  checkReply(reply: ReplyShape): string[];
}

const schemaType = (document: OpenApiDocument, schema: JsonSchema | undefined): unknown => {
  if (!schema || typeof schema !== 'object') return undefined;
  return (deref(document, schema as object) as { type?: unknown }).type;
};

const schemaDefault = (document: OpenApiDocument, schema: JsonSchema | undefined): unknown => {
  if (!schema || typeof schema !== 'object') return undefined;
  return (deref(document, schema as object) as { default?: unknown }).default;
};

function objectSchema(params: ParameterObject[]): object {
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, portable(p.schema ?? {}, true)])),
    required: params.filter((p) => p.required || p.in === 'path').map((p) => p.name),
  };
}

/** The holder's property that carries a request body while it is checked. */
const BODY = 'body';

const formatErrors = (errors: ErrorObject[] | null | undefined): string =>
  (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`).join('; ');

/** `make`'s value, made on the first call and kept. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * The request and response checks of every operation; `labels` name the request fields in the 202
 * messages (the features' labels). Compiled all at once, at start-up, so that a schema Ajv refuses stops
 * the server before it serves; or with `onFirstUse`, each operation's on its first request. Compiling
 * every operation's checks takes over a second, and a test server (the reference server's own tests start
 * about sixty) meets a handful of operations.
 */
export function compileValidators(
  document: OpenApiDocument,
  operations: Operation[],
  labels: FieldLabels = {},
  { onFirstUse = false }: { onFirstUse?: boolean } = {},
): Map<string, OperationValidator> {
  // Parameters arrive as text: coerce "15" to 15 (and one value to a list where a list is documented).
  const requestAjv = createAjv(document, { coerceTypes: 'array' }, true);
  // JSON bodies carry their own types: "15" is still taken for 15, but a scalar is never a list (the body
  // 42 for a list of ids is a wrong type, not ["42"]).
  const bodyAjv = createAjv(document, { coerceTypes: true }, true);
  const responseAjv = createAjv(document, {});
  const validators = new Map<string, OperationValidator>();

  for (const operation of operations) {
    const byLocation = (where: ParameterObject['in']) => operation.parameters.filter((p) => p.in === where);
    const pathParams = byLocation('path');
    const queryParams = byLocation('query');
    const headerParams = byLocation('header').map((p) => ({ ...p, name: p.name.toLowerCase() }));
    const bodyMedia = operation.requestBody
      ? Object.entries(operation.requestBody.content).find(([type]) => isJsonMediaType(type))?.[1]
      : undefined;
    const requestChecks = once(() => ({
      path: requestAjv.compile(objectSchema(pathParams)),
      query: requestAjv.compile(objectSchema(queryParams)),
      headers: requestAjv.compile(objectSchema(headerParams)),
      // The body is checked as the property of a holder object: Ajv coerces a value in its parent, so a
      // coerced body (or one whose defaults were applied) is the holder's, and that is the one handed on.
      body:
        bodyMedia?.schema !== undefined
          ? bodyAjv.compile({ type: 'object', properties: { [BODY]: portable(bodyMedia.schema, true) } })
          : undefined,
    }));
    const listNames = new Set(queryParams.filter((p) => schemaType(document, p.schema) === 'array').map((p) => p.name));

    const responseChecks = once(() => {
      const checks = new Map<string, ValidateFunction>();
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [mediaType, media] of Object.entries(response.content ?? {})) {
          if (isJsonMediaType(mediaType) && media.schema !== undefined) {
            checks.set(`${status} ${mediaType}`, responseAjv.compile(portable(media.schema) as object));
          }
        }
      }
      return checks;
    });
    if (!onFirstUse) {
      requestChecks();
      responseChecks();
    }

    const collect = (params: ParameterObject[], values: Record<string, string | string[] | undefined>) => {
      const out: Record<string, unknown> = {};
      for (const p of params) {
        let value = values[p.name];
        // Clients send empty fields as `name=`; that means "not given", so the default applies.
        if (value === '' || (Array.isArray(value) && value.every((v) => v === ''))) value = undefined;
        if (value !== undefined) out[p.name] = value;
        else if (schemaDefault(document, p.schema) !== undefined) out[p.name] = structuredClone(schemaDefault(document, p.schema));
      }
      return out;
    };

    validators.set(operation.operationId, {
      checkRequest(input) {
        const query = collect(
          queryParams,
          Object.fromEntries(
            queryParams.map((p) => {
              const all = input.query[p.name];
              return [p.name, listNames.has(p.name) ? all : all?.[0]];
            }),
          ),
        );
        const params = collect(pathParams, input.path);
        const headers = collect(headerParams, input.headers);
        const errors: Record<string, string> = {};
        const run = (check: ValidateFunction, data: unknown, root: string) => {
          if (!check(data)) {
            for (const [field, message] of Object.entries(describeErrors(operation.operationId, check.errors ?? [], root, labels))) {
              errors[field] ??= message;
            }
          }
        };
        const checks = requestChecks();
        run(checks.path, params, 'path');
        run(checks.query, query, 'query');
        run(checks.headers, headers, 'header');
        let body = input.body;
        if (operation.requestBody) {
          if (body === undefined) {
            if (operation.requestBody.required) errors.body = '请求内容不能为空';
          } else if (checks.body) {
            const checkBody = checks.body;
            const holder = { [BODY]: body };
            if (!checkBody(holder)) {
              // Fields are named from the body's root, as before the holder: `contact.phone`, or `body`.
              const own = (checkBody.errors ?? []).map((e) => ({ ...e, instancePath: e.instancePath.slice(BODY.length + 1) }));
              for (const [field, message] of Object.entries(describeErrors(operation.operationId, own, 'body', labels))) {
                errors[field] ??= message;
              }
            }
            body = holder[BODY];
          }
        } else {
          body = undefined;
        }
        return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, request: { params, query, headers, body } };
      },

      checkReply(reply) {
        const documented = responseFor(operation, reply.status);
        const where = `${operation.operationId} ${reply.status}`;
        if (!documented) return [`${where}: 文档未定义此状态码的响应`];
        const content = documented.content ?? {};
        const mediaType = reply.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
        const key = Object.keys(content).find((type) => type.toLowerCase() === mediaType);
        if (key === undefined) {
          return Object.keys(content).length === 0 && mediaType === ''
            ? []
            : [`${where}: 文档未定义内容类型 ${mediaType}（应为 ${Object.keys(content).join('、') || '无内容'}）`];
        }
        if (!isJsonMediaType(mediaType)) return [];
        const statusKey = Object.keys(operation.responses).find((s) => operation.responses[s] === documented) ?? '';
        const check = responseChecks().get(`${statusKey} ${key}`);
        if (check && !check(reply.json)) return [`${where}: 响应与文档不符: ${formatErrors(check.errors)}`];
        return [];
      },
    });
  }
  return validators;
}

/** Checks a value against a documented schema, e.g. an example (used by the contract tests). */
export function createSchemaChecker(document: OpenApiDocument): (schema: JsonSchema, value: unknown) => string[] {
  const ajv = createAjv(document, {});
  return (schema, value) => {
    const check = ajv.compile(portable(schema) as object);
    return check(value) ? [] : [formatErrors(check.errors)];
  };
}
