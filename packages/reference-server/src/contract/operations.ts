import {
  HTTP_METHODS,
  type HttpMethod,
  type JsonSchema,
  type MediaTypeObject,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type Reference,
  type RequestBodyObject,
  type ResponseObject,
  type ServerObject,
} from './types.js';

/** One documented operation, with its OpenAPI-level `$ref`s (parameters, responses) resolved. */
export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** The path template as documented, e.g. `/graphic/captcha/getCaptcha/{token}`. */
  path: string;
  /** The same path in the router's syntax, e.g. `/graphic/captcha/getCaptcha/:token`. */
  routePath: string;
  /** Base paths it is served under (`/api`, `/credit`). */
  bases: string[];
  parameters: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject>;
  raw: OperationObject;
}

const isReference = (value: unknown): value is Reference =>
  typeof value === 'object' && value !== null && typeof (value as Reference).$ref === 'string';

/** Follows a local `#/...` pointer inside the bundled document. */
export function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`只支持文档内部引用: ${ref}`);
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null || !(key in node)) throw new Error(`无法解析引用: ${ref}`);
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

export function deref<T>(document: OpenApiDocument, value: T | Reference): T {
  let current: unknown = value;
  for (let depth = 0; isReference(current); depth++) {
    if (depth > 20) throw new Error('引用层级过深');
    current = resolvePointer(document, current.$ref);
  }
  return current as T;
}

/** `http://host/prod-api/` → `/prod-api`; `/api` stays `/api`. */
export function serverBase(server: ServerObject): string {
  const pathname = /^[a-z][a-z0-9+.-]*:\/\//i.test(server.url) ? new URL(server.url).pathname : server.url;
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** `{token}` → `:token`, the router's syntax. */
export const toRoutePath = (template: string): string => template.replace(/\{([^}/]+)\}/g, ':$1');

/**
 * The operations of the document. The document lists both bases as servers; an operation is served
 * under its own (or its path's) `servers` when it has them, else under the first, the back-end base
 * (architecture.md: the financial-product paths carry their own `/credit` server).
 */
export function listOperations(document: OpenApiDocument): Operation[] {
  const defaultServers = document.servers?.length ? [document.servers[0] as ServerObject] : [{ url: '/' }];
  const operations: Operation[] = [];
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const raw = pathItem[method];
      if (!raw) continue;
      if (!raw.operationId) throw new Error(`${method.toUpperCase()} ${path} 缺少 operationId`);
      // Operation-level parameters override path-level ones with the same name and location.
      const byKey = new Map<string, ParameterObject>();
      for (const p of [...(pathItem.parameters ?? []), ...(raw.parameters ?? [])]) {
        const param = deref(document, p);
        byKey.set(`${param.in}:${param.name}`, param);
      }
      const responses: Record<string, ResponseObject> = {};
      for (const [status, response] of Object.entries(raw.responses ?? {})) {
        responses[status] = deref(document, response);
      }
      const servers = raw.servers ?? pathItem.servers ?? defaultServers;
      operations.push({
        operationId: raw.operationId,
        method,
        path,
        routePath: toRoutePath(path),
        bases: [...new Set(servers.map(serverBase))],
        parameters: [...byKey.values()],
        ...(raw.requestBody ? { requestBody: deref(document, raw.requestBody) } : {}),
        responses,
        raw,
      });
    }
  }
  return operations;
}

/** Every base path the document names, for the "unknown API address" answer. */
export function allBases(document: OpenApiDocument): string[] {
  const bases = new Set<string>();
  for (const server of document.servers ?? []) bases.add(serverBase(server));
  for (const operation of listOperations(document)) for (const base of operation.bases) bases.add(base);
  return [...bases].filter((b) => b !== '');
}

/** The documented response for a status: exact, then `4XX`-style range, then `default`. */
export function responseFor(operation: Operation, status: number): ResponseObject | undefined {
  return (
    operation.responses[String(status)] ??
    operation.responses[`${String(status)[0]}XX`] ??
    operation.responses.default
  );
}

export const isJsonMediaType = (mediaType: string): boolean =>
  /^application\/(?:[\w.+-]+\+)?json$/i.test(mediaType.split(';')[0]?.trim() ?? '');

/** A documented example of a parameter or media type: `example`, the first of `examples`, or the schema's. */
export function exampleOf(document: OpenApiDocument, holder: ParameterObject | MediaTypeObject): unknown {
  if (holder.example !== undefined) return holder.example;
  for (const example of Object.values(holder.examples ?? {})) {
    const value = deref(document, example as { value?: unknown } | Reference);
    if (value.value !== undefined) return value.value;
  }
  const schema = holder.schema && typeof holder.schema === 'object' ? deref(document, holder.schema as JsonSchema & object) : undefined;
  if (schema && typeof schema === 'object') {
    const s = schema as { example?: unknown; examples?: unknown[]; default?: unknown };
    if (s.example !== undefined) return s.example;
    if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
    if (s.default !== undefined) return s.default;
  }
  return undefined;
}
