// File storage operations (spec §6, §7): upload, download (header token or access_token query), delete,
// and the stored pictures of the portal (readImage, the foundation's picture table).
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { signedIn, type Handler, type Handlers, type SignedInHandler } from '../../kernel/handler.js';
import { binary, fail, invalid, ok } from '../../kernel/reply.js';
import { formatCst } from '../../kernel/time.js';
import { FILE_KINDS, checkUpload, contentDisposition, extensionOf, sanitizeFileName } from './checks.js';

const downloadUrl = (id: string): string => `/filestorage/file/downloadFile/${id}`;

/** The multipart body as the router parsed it (its `file` part a File); the contract types JSON bodies only. */
export const uploadFile: SignedInHandler<'uploadFile'> = ({ body, user }, { db, now }) => {
  const file = (body as Record<string, unknown> | undefined)?.file;
  if (!(file instanceof File)) return Promise.resolve(invalid('file', '请选择要上传的文件'));
  return file.arrayBuffer().then((buffer) => {
    const bytes = new Uint8Array(buffer);
    const name = sanitizeFileName(file.name);
    const problem = checkUpload(name, bytes);
    if (problem) return invalid('file', problem);
    const kind = FILE_KINDS[extensionOf(name)];
    const id = randomBytes(16).toString('base64url');
    const contentType = kind?.contentType ?? 'application/octet-stream';
    db.prepare(
      'INSERT INTO file_object (id, owner_id, name, size, content_type, body, public, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?)',
    ).run(id, user.id, name, bytes.length, contentType, Buffer.from(bytes), formatCst(now()));
    return ok({ id, name, size: bytes.length, contentType, url: downloadUrl(id) });
  });
};

interface FileRow {
  ownerId: number | null;
  name: string;
  body: Buffer;
  isPublic: number;
}

const fileRow = (db: Database, id: unknown): FileRow | undefined =>
  db
    .prepare('SELECT owner_id AS ownerId, name, body, public AS isPublic FROM file_object WHERE id = ?')
    .get(id) as FileRow | undefined;

/**
 * Public files (templates, article attachments) are for everyone; any other file needs a login first
 * (401, or 203 for an expired token, whether or not it exists), and someone else's answers as if it did not exist: ids reveal nothing.
 */
export const downloadFile: Handler<'downloadFile' | 'downloadFileByLink'> = ({ params, user, loginProblem }, { db }) => {
  const row = fileRow(db, params.id);
  // An expired token answers 203 like every other call (spec §8), so the client resets it.
  if (row?.isPublic !== 1 && !user) return fail(loginProblem ?? 401);
  if (!row || (row.isPublic !== 1 && row.ownerId !== user?.id)) return fail(4040);
  // Always an attachment of a neutral type: an uploaded HTML-looking file is never rendered by the browser.
  return binary('application/octet-stream', row.body, {
    'Content-Disposition': contentDisposition(row.name),
    'Cache-Control': 'private, no-store',
  });
};

export const deleteFile: SignedInHandler<'deleteFile'> = ({ params, user }, { db }) => {
  const row = fileRow(db, params.id);
  if (!row || (row.isPublic !== 1 && row.ownerId !== user.id)) return fail(4040);
  if (row.ownerId !== user.id) return fail(403);
  try {
    db.prepare('DELETE FROM file_object WHERE id = ?').run(params.id);
  } catch (error) {
    // A submission that references the file (foreign key) keeps it.
    if ((error as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) return fail(403, '附件已随申请提交，不能删除');
    throw error;
  }
  return ok(true);
};

/** A stored picture, cacheable for a day (contract: readImage). */
export const readImage: Handler<'readImage'> = ({ params }, { db }) => {
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

export const handlers: Handlers = {
  uploadFile: signedIn(uploadFile),
  downloadFile,
  // GET is the same download for links and new windows (spec §6: the token rides in the query).
  downloadFileByLink: downloadFile,
  deleteFile: signedIn(deleteFile),
  readImage,
};
