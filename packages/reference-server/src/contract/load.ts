import fs from 'node:fs';
import path from 'node:path';
import { findRepoRoot, moduleDir } from '../paths.js';
import type { OpenApiDocument } from './types.js';

/** The file the build writes next to `main.js`; a built server reads it and needs no source tree. */
export const BUNDLED_DOCUMENT_NAME = 'openapi.json';

/** The split source document, `openapi/openapi.yaml` at the workspace root. */
export function sourceDocumentPath(): string {
  return path.join(findRepoRoot(), 'openapi', 'openapi.yaml');
}

/**
 * Bundles the split source document into one (external `$ref`s become `#/components/...`) with
 * Redocly's bundler, the same one `redocly bundle` and the lint use. Only for development, tests and
 * the build: `@redocly/openapi-core` is a dev dependency and is imported on demand.
 */
export async function bundleSourceDocument(file: string = sourceDocumentPath()): Promise<OpenApiDocument> {
  const { bundle, createConfig } = await import('@redocly/openapi-core');
  const config = await createConfig({});
  const result = await bundle({ ref: file, config });
  const errors = result.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    throw new Error(`OpenAPI 文档有误 (${file}):\n${errors.map((p) => `- ${p.message}`).join('\n')}`);
  }
  return result.bundle.parsed as OpenApiDocument;
}

/**
 * The contract the server is built from: an explicit bundled file if given, else the bundle next to
 * the compiled server (`dist/openapi.json`), else the source document bundled now (running from src/).
 */
export async function loadContract(file?: string): Promise<OpenApiDocument> {
  const candidate = file ?? path.join(moduleDir, '..', BUNDLED_DOCUMENT_NAME);
  if (fs.existsSync(candidate)) {
    return JSON.parse(fs.readFileSync(candidate, 'utf8')) as OpenApiDocument;
  }
  if (file) throw new Error(`找不到 OpenAPI 文档: ${file}`);
  return bundleSourceDocument();
}
