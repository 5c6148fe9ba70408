import { binary, fail } from '../http/reply.js';
import type { OperationHandler } from './types.js';

/** A stored picture, cacheable for a day (contract: readImage). */
export const readImage: OperationHandler = ({ params }, { db }) => {
  const row = db
    .prepare('SELECT content_type AS contentType, body FROM picture WHERE id = ?')
    .get(params.pictureId) as { contentType: string; body: Buffer } | undefined;
  if (!row) return fail(4040, undefined, 404);
  return binary(row.contentType, row.body, {
    'Cache-Control': 'public, max-age=86400',
    // SVG is a document that could carry script; as an image it needs none of that.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
};
