// Contract-driven fuzzing: for every operation of openapi/, inputs generated from its schemas, valid ones
// and ones with one field broken, sent to the app in process; then hostile text in each string field of a
// valid input (control characters, text that is not UTF-8, very long words, full-text query syntax).
// Checked: never HTTP 500, always the envelope for JSON, a 202 with a message for the broken field or the
// unreadable text, and the server still answering after. The answers are checked against the contract as
// well (test mode throws on drift, which answers 500).
import { CITY } from '../src/seed/city.js';
import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { accessRule } from '../src/contract/router.js';
import { deref, type Operation } from '../src/contract/operations.js';
import type { OpenApiDocument, ParameterObject } from '../src/contract/types.js';
import { OPERATOR_SCHEME, issueOperatorToken } from '../src/features/repairprogram/session.js';
import { issueToken } from '../src/features/accounts/session.js';
import { serverForFile } from './helpers.js';

/** Runs per operation: a bounded number, so that the whole file stays well under a minute on two cores. */
const VALID_RUNS = 10;
const INVALID_RUNS = 10;
/** Fixed, so that a failure can be replayed; fast-check prints the failing input, shrunk. */
const SEED = 20261122;

type Schema = Record<string, unknown>;

const file = serverForFile();
const counts = { operations: 0, requests: 0, invalid: 0, hostile: 0 };
const slowest: { operationId: string; ms: number }[] = [];

afterAll(() => {
  const top = slowest.sort((a, b) => b.ms - a.ms).slice(0, 3).map((s) => `${s.operationId} ${s.ms.toFixed(0)} ms`);
  console.log(
    `fuzz: ${counts.operations} operations, ${counts.requests} requests (${counts.invalid} with a broken field, ${counts.hostile} with hostile text); slowest: ${top.join(', ')}`,
  );
  // `npm test` puts the counts in its closing line (scripts/test.mjs).
  if (process.env.PORTAL_FUZZ_REPORT) writeFileSync(process.env.PORTAL_FUZZ_REPORT, JSON.stringify(counts));
});

function resolved(document: OpenApiDocument, schema: unknown): Schema {
  return (schema && typeof schema === 'object' ? deref(document, schema as Schema) : {}) as Schema;
}

/** A value the schema accepts (or, for the few rules Ajv has beyond these, one it mostly accepts). */
function valid(document: OpenApiDocument, raw: unknown, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolved(document, raw);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (choices) return fc.oneof(...choices.map((choice) => valid(document, choice, depth + 1)));
  if (Array.isArray(schema.allOf)) {
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf.map((p) => resolved(document, p))) {
      Object.assign(merged.properties as Schema, part.properties ?? {});
      (merged.required as string[]).push(...((part.required as string[] | undefined) ?? []));
    }
    return valid(document, merged, depth + 1);
  }
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : (schema.type as string | undefined);
  const examples = [schema.example, ...((schema.examples as unknown[] | undefined) ?? [])].filter((e) => e !== undefined);
  const generated = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'integer': {
        const min = (schema.minimum as number | undefined) ?? (schema.maximum !== undefined ? (schema.maximum as number) - 1000 : 0);
        return fc.integer({ min, max: (schema.maximum as number | undefined) ?? min + 1000 });
      }
      case 'number': {
        const min = (schema.minimum as number | undefined) ?? 0;
        return fc.double({ min, max: (schema.maximum as number | undefined) ?? min + 1e6, noNaN: true, noDefaultInfinity: true });
      }
      case 'boolean':
        return fc.boolean();
      case 'array': {
        const minLength = (schema.minItems as number | undefined) ?? 0;
        return fc.array(valid(document, schema.items, depth + 1), { minLength, maxLength: Math.min((schema.maxItems as number | undefined) ?? 3, minLength + 3) });
      }
      case 'object': {
        const properties = (schema.properties ?? {}) as Record<string, unknown>;
        if (depth > 4) return fc.constant({});
        return fc.record(
          Object.fromEntries(Object.entries(properties).map(([name, child]) => [name, valid(document, child, depth + 1)])),
          { requiredKeys: ((schema.required as string[] | undefined) ?? []).filter((name) => name in properties) },
        );
      }
      default: {
        if (schema.format === 'email') return fc.emailAddress();
        if (typeof schema.pattern === 'string') {
          try {
            return fc.stringMatching(new RegExp(schema.pattern as string)).filter((s) => s.length <= ((schema.maxLength as number | undefined) ?? 200));
          } catch {
            return examples.length > 0 ? fc.constantFrom(...examples) : fc.string({ minLength: 1, maxLength: 5 });
          }
        }
        const minLength = (schema.minLength as number | undefined) ?? 0;
        return fc.string({ unit: 'grapheme', minLength, maxLength: Math.min((schema.maxLength as number | undefined) ?? 40, minLength + 40) });
      }
    }
  })();
  return examples.length > 0 ? fc.oneof(fc.constantFrom(...examples), generated) : generated;
}

/** Values that break a field's own schema, as sent (text for parameters, JSON for body fields). */
function breakers(document: OpenApiDocument, raw: unknown, where: 'text' | 'json'): unknown[] {
  const schema = resolved(document, raw);
  if (schema.oneOf || schema.anyOf || schema.allOf || schema.const === true) return schema.const === true ? [false] : [];
  const out: unknown[] = [];
  if (Array.isArray(schema.enum)) out.push(where === 'text' ? '__none__' : '__none__');
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') {
    out.push('abc');
    if (where === 'text') out.push('Infinity', '-1e309', '1e309');
    if (typeof schema.minimum === 'number') out.push(where === 'text' ? String(schema.minimum - 1) : schema.minimum - 1);
    if (typeof schema.maximum === 'number') out.push(where === 'text' ? String(schema.maximum + 1) : schema.maximum + 1);
  }
  if (type === 'boolean' && where === 'json') out.push('maybe');
  if (type === 'array' && where === 'json') out.push(42);
  if (type === 'string') {
    if (typeof schema.maxLength === 'number' && schema.maxLength < 5000) out.push('信'.repeat(schema.maxLength + 1));
    if (typeof schema.pattern === 'string') {
      const pattern = new RegExp(schema.pattern);
      out.push(...['1\u0000anything', '!!', '../x', '1.pdf', '\u202e'].filter((candidate) => !pattern.test(candidate)));
    }
    if (where === 'json') out.push(['not', 'a', 'string']);
  }
  return out;
}

interface Input {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
  /** A path or query field sent as this percent-encoded text, as is (it may encode bytes that are not UTF-8). */
  raw?: { where: 'path' | 'query'; name: string; encoded: string };
}

/**
 * Hostile text for a string field: `encoded` as it is sent in an address, `json` where a JSON body can
 * carry it. `unreadable` text (control characters, lone surrogates, bytes that are not UTF-8) is refused
 * with 202 naming the field; the rest is answered normally or with 202 for the documented limits.
 */
interface Hostile {
  encoded: string;
  json?: string;
  unreadable: boolean;
}

const plain = (text: string): Hostile => ({ encoded: encodeURIComponent(text), json: text, unreadable: false });
const unreadable = (text: string): Hostile => ({ encoded: encodeURIComponent(text), json: text, unreadable: true });
const HOSTILE: Hostile[] = [
  unreadable(`${CITY.short}\u0000`),
  unreadable('\u0000'),
  unreadable('信用\u0001\u0008\u000b\u000c\u000e\u001b\u001f修复'),
  unreadable('信用\u007f\u0085\u009f'),
  // Lone surrogates: as UTF-8 bytes in an address (not UTF-8, decoded to U+FFFD), as escapes in JSON.
  { encoded: '%E8%8E%86%E7%94%B0%ED%A0%80', json: `${CITY.short}\ud800`, unreadable: true },
  { encoded: '%ED%B0%80', json: '\udc00信用', unreadable: true },
  // Overlong and truncated UTF-8.
  { encoded: '%C0%AF', unreadable: true },
  { encoded: '..%E0%80%AF..%E0%80%AFetc', unreadable: true },
  { encoded: '%F0%80%80%AF', unreadable: true },
  { encoded: '%E8%8E', unreadable: true },
  { encoded: '%FF%FE', unreadable: true },
  // Line breaks and tabs are white space, not refused.
  plain('信用\t修复\n'),
  // Very long words. 20,000 CJK characters are 60,000 bytes, more than SQLite's longest LIKE pattern (50,000):
  // every string that reaches a LIKE must be bounded by the contract's maxLength.
  plain('x'.repeat(10_000)),
  plain('信'.repeat(10_000)),
  plain('信'.repeat(20_000)),
  // FTS5 query syntax, which must be read as words.
  ...['"', '信用"修复', '""""', '*', '信用*', 'NEAR(信用 修复)', '信用 AND 修复', 'OR', 'NOT 信用', '^信用', 'title:信用', '{name legal_person}:信用', '(信用', '信用修复)', '-信用'].map(
    plain,
  ),
];

/** A field broken on purpose and where it is reported: `errors[field]`. */
interface Broken {
  input: Input;
  field: string;
  where: 'path' | 'query' | 'body';
}

const JSON_MEDIA = 'application/json';

function inputs(document: OpenApiDocument, operation: Operation) {
  const params = (where: ParameterObject['in']) => operation.parameters.filter((p) => p.in === where);
  const paramRecord = (list: ParameterObject[]) =>
    fc.record(Object.fromEntries(list.map((p) => [p.name, valid(document, p.schema)])), {
      requiredKeys: list.filter((p) => p.required || p.in === 'path').map((p) => p.name),
    });
  const bodySchema = operation.requestBody?.content[JSON_MEDIA]?.schema;
  const body = bodySchema !== undefined ? valid(document, bodySchema) : fc.constant(undefined);
  const good: fc.Arbitrary<Input> = fc.record({ path: paramRecord(params('path')), query: paramRecord(params('query')), body });

  const mutations: ((input: Input) => Broken)[] = [];
  for (const where of ['path', 'query'] as const) {
    for (const p of params(where)) {
      for (const bad of breakers(document, p.schema, 'text')) {
        mutations.push((input) => ({ input: { ...input, [where]: { ...input[where], [p.name]: bad } }, field: p.name, where }));
      }
      if (where === 'query' && p.required) {
        mutations.push((input) => {
          const { [p.name]: _gone, ...rest } = input.query;
          return { input: { ...input, query: rest }, field: p.name, where };
        });
      }
    }
  }
  const root = bodySchema !== undefined ? resolved(document, bodySchema) : undefined;
  if (root?.type === 'object' && !root.if && !root.dependentRequired) {
    for (const [name, child] of Object.entries((root.properties ?? {}) as Record<string, unknown>)) {
      for (const bad of breakers(document, child, 'json')) {
        mutations.push((input) => ({ input: { ...input, body: { ...(input.body as object), [name]: bad } }, field: name, where: 'body' }));
      }
    }
    for (const name of (root.required as string[] | undefined) ?? []) {
      mutations.push((input) => {
        const { [name]: _gone, ...rest } = input.body as Record<string, unknown>;
        return { input: { ...input, body: rest }, field: name, where: 'body' };
      });
    }
  } else if (root?.type === 'array') {
    mutations.push((input) => ({ input: { ...input, body: 42 }, field: 'body', where: 'body' }));
  }
  const broken = mutations.length > 0 ? fc.tuple(good, fc.constantFrom(...mutations)).map(([input, mutate]) => mutate(input)) : undefined;
  return { good, broken };
}

const isString = (document: OpenApiDocument, raw: unknown): boolean => {
  const schema = resolved(document, raw);
  const type = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type];
  return type.includes('string') && !Array.isArray(schema.enum) && schema.const === undefined;
};

/** The string fields of an operation: its path and query parameters and its JSON body's own properties. */
function stringFields(document: OpenApiDocument, operation: Operation): { where: 'path' | 'query' | 'body'; name: string }[] {
  const out: { where: 'path' | 'query' | 'body'; name: string }[] = [];
  for (const p of operation.parameters) {
    if ((p.in === 'path' || p.in === 'query') && isString(document, p.schema)) out.push({ where: p.in, name: p.name });
  }
  const bodySchema = operation.requestBody?.content[JSON_MEDIA]?.schema;
  const root = bodySchema !== undefined ? resolved(document, bodySchema) : undefined;
  if (root?.type === 'object') {
    for (const [name, child] of Object.entries((root.properties ?? {}) as Record<string, unknown>)) {
      if (isString(document, child)) out.push({ where: 'body', name });
    }
  }
  return out;
}

function requestOf(operation: Operation, input: Input, token: string | undefined): Request {
  const { raw } = input;
  const address = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    raw?.where === 'path' && raw.name === name ? raw.encoded : encodeURIComponent(String(input.path[name] ?? '')),
  );
  const search: string[] = [];
  for (const [name, value] of Object.entries(input.query)) {
    if (raw?.where === 'query' && raw.name === name) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(item))}`);
  }
  if (raw?.where === 'query') search.push(`${encodeURIComponent(raw.name)}=${raw.encoded}`);
  const headers = new Headers(token ? { Authorization: `Bearer ${token}` } : {});
  let body: string | FormData | undefined;
  if (operation.requestBody?.content[JSON_MEDIA] && input.body !== undefined) {
    headers.set('Content-Type', JSON_MEDIA);
    body = JSON.stringify(input.body);
  } else if (operation.requestBody?.content['multipart/form-data']) {
    const form = new FormData();
    form.append('file', new Blob([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')]), '证明.pdf');
    body = form;
  }
  const query = search.length > 0 ? `?${search.join('&')}` : '';
  return new Request(`http://portal.test${operation.bases[0] ?? ''}${address}${query}`, { method: operation.method.toUpperCase(), headers, ...(body ? { body } : {}) });
}

interface Answer {
  status: number;
  json: { code?: unknown; msg?: unknown; errors?: Record<string, unknown> } | undefined;
}

async function call(operation: Operation, input: Input, token: string | undefined): Promise<Answer> {
  const started = performance.now();
  const response = await file.server.portal.app.fetch(requestOf(operation, input, token));
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  const text = await response.text();
  counts.requests += 1;
  const ms = performance.now() - started;
  const own = slowest.find((s) => s.operationId === operation.operationId);
  if (!own) slowest.push({ operationId: operation.operationId, ms });
  else own.ms = Math.max(own.ms, ms);
  return { status: response.status, json: isJson ? JSON.parse(text) : undefined };
}

function expectEnvelope(answer: Answer, label: string): void {
  expect(answer.status, label).toBeLessThan(500);
  if (answer.json === undefined) return;
  expect(typeof answer.json.code, label).toBe('number');
  expect(typeof answer.json.msg, label).toBe('string');
  expect(answer.json.code, label).not.toBe(500);
}

describe('every operation of the contract, fuzzed from its schemas', () => {
  it('never answers 500, always the envelope, and names the broken field', async () => {
    const { portal } = file.server;
    const { document } = portal;
    const userIdOf = (username: string) => file.accounts.userId(username);
    const accounts = { 1: 'geren', 2: 'qiye', 3: 'zuzhi' } as const;
    // Every hostile answer that breaks the rules, reported together.
    const problems: string[] = [];
    for (const operation of portal.operations) {
      counts.operations += 1;
      const access = accessRule(document, operation);
      const userType = (access.userTypes?.[0] ?? 2) as 1 | 2 | 3;
      // A fresh token per operation: a logout among the valid runs must not end the next one's login.
      const token = access.scheme === OPERATOR_SCHEME
        ? issueOperatorToken(portal.db, 1, Date.now())
        : access.login || operation.operationId.startsWith('download')
          ? issueToken(portal.db, userIdOf(accounts[userType]), Date.now(), 3600_000).token
          : undefined;
      const { good, broken } = inputs(document, operation);
      const label = `${operation.method.toUpperCase()} ${operation.path} (${operation.operationId})`;
      // Broken inputs first: they never reach the handler, so they cannot log the visitor out.
      if (broken) {
        await fc.assert(
          fc.asyncProperty(broken, async ({ input, field, where }) => {
            counts.invalid += 1;
            const answer = await call(operation, input, token);
            expectEnvelope(answer, label);
            const recordNotFound = where === 'path' && answer.json?.code === 4040;
            if (!recordNotFound) {
              expect(answer.json?.code, `${label} ${field}`).toBe(202);
              expect(typeof answer.json?.errors?.[field], `${label} ${field}: ${JSON.stringify(answer.json)}`).toBe('string');
            }
          }),
          { numRuns: INVALID_RUNS, seed: SEED },
        );
      }
      // Hostile text in each string field of one valid input: it reaches SQL as text or not at all.
      const base: Input = fc.sample(good, { seed: SEED, numRuns: 1 })[0] ?? { path: {}, query: {} };
      for (const { where, name } of stringFields(document, operation)) {
        for (const hostile of HOSTILE) {
          if (where === 'body' && hostile.json === undefined) continue;
          const input: Input =
            where === 'body'
              ? { ...base, body: { ...(base.body as object), [name]: hostile.json } }
              : { ...base, raw: { where, name, encoded: hostile.encoded } };
          counts.hostile += 1;
          const answer = await call(operation, input, token);
          const what = `${label} ${where} ${name}=${hostile.encoded.slice(0, 30)}: ${answer.status} ${String(JSON.stringify(answer.json)).slice(0, 160)}`;
          const enveloped = answer.json === undefined || (typeof answer.json.code === 'number' && typeof answer.json.msg === 'string');
          if (answer.status >= 500 || answer.json?.code === 500 || !enveloped) problems.push(what);
          else if (hostile.unreadable && !(where === 'path' && answer.json?.code === 4040)) {
            if (answer.json?.code !== 202 || typeof answer.json.errors?.[name] !== 'string') problems.push(what);
          }
        }
      }
      await fc.assert(
        fc.asyncProperty(good, async (input) => expectEnvelope(await call(operation, input, token), label)),
        { numRuns: VALID_RUNS, seed: SEED },
      );
    }
    expect(problems).toEqual([]);
    // Still answering afterwards.
    const after = await portal.app.fetch(new Request('http://portal.test/api/cms/front/navigationbar/tree'));
    expect(after.status).toBe(200);
    expect(((await after.json()) as { code: number }).code).toBe(200);
    expect(counts.operations).toBe(portal.operations.length);
  }, 120_000);
});
