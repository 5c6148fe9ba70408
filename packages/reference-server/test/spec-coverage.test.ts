// Every back-end call of the product's specification (docs/spec/endpoints.tsv) is in the contract.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listOperations, type Operation } from '../src/contract/operations.js';
import type { OpenApiDocument } from '../src/contract/types.js';
import { findRepoRoot } from '../src/paths.js';
import { contractDocument } from './helpers.js';

interface SpecRow {
  method: string;
  base: 'api' | 'credit';
  path: string;
  group: string;
  inferred: boolean;
}

const specFile = path.join(findRepoRoot(), 'docs', 'spec', 'endpoints.tsv');

function readSpecRows(): SpecRow[] {
  const [header, ...lines] = fs.readFileSync(specFile, 'utf8').trim().split('\n');
  expect(header?.split('\t')).toEqual(['method', 'base', 'path', 'group', 'path_is']);
  return lines.map((line) => {
    const [method, base, rowPath, group, pathIs] = line.split('\t');
    return { method: method as string, base: base as 'api' | 'credit', path: rowPath as string, group: group as string, inferred: pathIs === 'inferred' };
  });
}

/** The folder of a path, `/a/b/c` → `/a/b/`: an inferred row may be documented under it. */
const prefixOf = (rowPath: string) => rowPath.slice(0, rowPath.lastIndexOf('/') + 1);

function documents(row: SpecRow, operation: Operation): boolean {
  if (operation.method.toUpperCase() !== row.method) return false;
  if (!operation.bases.includes(row.base === 'credit' ? '/credit' : '/api')) return false;
  if (operation.path === row.path) return true;
  const specPath = (operation.raw as { 'x-spec-path'?: string })['x-spec-path'];
  return row.inferred && specPath === row.path && operation.path.startsWith(prefixOf(row.path));
}

describe('the contract covers the specification', () => {
  let document: OpenApiDocument;
  beforeAll(async () => {
    document = await contractDocument();
  });

  it('reads all 192 rows of endpoints.tsv', () => {
    expect(readSpecRows()).toHaveLength(192);
  });

  it('documents every row with its method, base and path (or x-spec-path for inferred paths)', () => {
    const operations = listOperations(document);
    const missing = readSpecRows()
      .filter((row) => !operations.some((operation) => documents(row, operation)))
      .map((row) => `${row.method} ${row.base} ${row.path}`);
    expect(missing).toEqual([]);
  });

  it('uses x-spec-path only for rows whose path the specification infers', () => {
    const inferred = new Set(readSpecRows().filter((row) => row.inferred).map((row) => row.path));
    const misused = listOperations(document)
      .map((operation) => (operation.raw as { 'x-spec-path'?: string })['x-spec-path'])
      .filter((specPath): specPath is string => specPath !== undefined && !inferred.has(specPath));
    expect(misused).toEqual([]);
  });
});
