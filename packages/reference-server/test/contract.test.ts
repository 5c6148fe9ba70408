import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRule, handlerCoverage } from '../src/contract/router.js';
import { isSignedIn } from '../src/kernel/handler.js';
import { exampleOf, isJsonMediaType, listOperations, responseFor } from '../src/contract/operations.js';
import { createSchemaChecker } from '../src/contract/validation.js';
import type { OpenApiDocument } from '../src/contract/types.js';
import { handlers } from '../src/app.js';
import { contractDocument, startTestServer, type TestServer } from './helpers.js';

let document: OpenApiDocument;
let server: TestServer;

beforeAll(async () => {
  document = await contractDocument();
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the contract in openapi/', () => {
  it('has a handler for every operation and no handler without an operation', () => {
    expect(handlerCoverage(document, handlers)).toEqual({ missing: [], unknown: [] });
  });

  it('requires a login for every operation whose handler reads the visitor as present (signedIn)', () => {
    const signed = listOperations(document).filter((operation) => isSignedIn(handlers[operation.operationId as keyof typeof handlers]));
    expect(signed.length).toBeGreaterThan(0);
    expect(signed.filter((operation) => !accessRule(document, operation).login).map((operation) => operation.operationId)).toEqual([]);
  });

  it('has response examples that match their own schemas', () => {
    const check = createSchemaChecker(document);
    for (const operation of listOperations(document)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [mediaType, media] of Object.entries(response.content ?? {})) {
          const example = media.example;
          if (!isJsonMediaType(mediaType) || example === undefined || media.schema === undefined) continue;
          expect(check(media.schema, example), `${operation.operationId} ${status} example`).toEqual([]);
        }
      }
    }
  });
});

describe('every documented operation, called with its documented examples', () => {
  it('answers as the document says, under each of its bases', async () => {
    const check = createSchemaChecker(document);
    const operations = listOperations(document);
    expect(operations.length).toBeGreaterThan(0);
    for (const operation of operations) {
      let routePath = operation.path;
      const query = new URLSearchParams();
      for (const parameter of operation.parameters) {
        const example = exampleOf(document, parameter);
        if (example === undefined) {
          expect(parameter.required, `${operation.operationId}: required parameter ${parameter.name} has no example`).not.toBe(true);
          continue;
        }
        if (parameter.in === 'path') routePath = routePath.replace(`{${parameter.name}}`, encodeURIComponent(String(example)));
        if (parameter.in === 'query') query.set(parameter.name, String(example));
      }
      for (const base of operation.bases) {
        const target = `${base}${routePath}${query.size > 0 ? `?${query}` : ''}`;
        const answer = await server.request(target, { method: operation.method.toUpperCase() });
        const label = `${operation.operationId} ${operation.method.toUpperCase()} ${target} → ${answer.status}`;
        const documented = responseFor(operation, answer.status);
        expect(documented, `${label}: status not documented`).toBeDefined();
        const contentType = (answer.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
        const media = documented?.content?.[contentType];
        expect(media, `${label}: content type ${contentType} not documented`).toBeDefined();
        if (isJsonMediaType(contentType) && media?.schema !== undefined) {
          expect(check(media.schema, answer.json), label).toEqual([]);
        }
      }
    }
    // Every operation of the document, each with its examples: a minute on a busy 2-core machine.
  }, 60_000);
});
