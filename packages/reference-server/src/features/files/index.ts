// File storage (spec §6, §7): attachments uploaded by logged-in visitors, downloaded with the token in
// the header or the access_token query, and the public templates. Images stay at readImage
// (handlers/files.ts, the picture table).
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { OperationHandler } from '../../handlers/types.js';
import { binary, fail, ok } from '../../http/reply.js';
import { formatCst } from '../../time.js';
import { invalid } from '../auth/handlers.js';
import type { Feature } from '../types.js';
import { FILE_KINDS, checkUpload, contentDisposition, extensionOf, sanitizeFileName } from './checks.js';
import { PUBLIC_TEMPLATES, renderTemplatePdf } from './templates.js';

const schema = `
  -- Uploaded attachments (owner_id set) and public templates (owner_id NULL, public 1).
  CREATE TABLE file_object (
    id           TEXT PRIMARY KEY,
    owner_id     INTEGER REFERENCES user_account(id),
    name         TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    size         INTEGER NOT NULL CHECK (size > 0),
    content_type TEXT NOT NULL,
    body         BLOB NOT NULL,
    public       INTEGER NOT NULL DEFAULT 0 CHECK (public IN (0, 1)),
    created_at   TEXT NOT NULL
  );
  CREATE INDEX file_object_by_owner ON file_object(owner_id, created_at);
`;

const downloadUrl = (id: string): string => `/filestorage/file/downloadFile/${id}`;

export const uploadFile: OperationHandler = ({ body, user }, { db, now }) => {
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
    ).run(id, user?.id, name, bytes.length, contentType, Buffer.from(bytes), formatCst(now()));
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
 * (401 whether or not it exists), and someone else's answers as if it did not exist: ids reveal nothing.
 */
export const downloadFile: OperationHandler = ({ params, user }, { db }) => {
  const row = fileRow(db, params.id);
  if (row?.isPublic !== 1 && !user) return fail(401);
  if (!row || (row.isPublic !== 1 && row.ownerId !== user?.id)) return fail(4040);
  // Always an attachment of a neutral type: an uploaded HTML-looking file is never rendered by the browser.
  return binary('application/octet-stream', row.body, {
    'Content-Disposition': contentDisposition(row.name),
    'Cache-Control': 'private, no-store',
  });
};

export const deleteFile: OperationHandler = ({ params, user }, { db }) => {
  const row = fileRow(db, params.id);
  if (!row || (row.isPublic !== 1 && row.ownerId !== user?.id)) return fail(4040);
  if (row.ownerId !== user?.id) return fail(403);
  try {
    db.prepare('DELETE FROM file_object WHERE id = ?').run(params.id);
  } catch (error) {
    // A submission that references the file (foreign key) keeps it.
    if ((error as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) return fail(403, '附件已随申请提交，不能删除');
    throw error;
  }
  return ok(true);
};

export const files: Feature = {
  name: 'files',
  schema,
  seed: (db, context) => {
    const insert = db.prepare(
      'INSERT INTO file_object (id, owner_id, name, size, content_type, body, public, created_at) VALUES (?, NULL, ?, ?, ?, ?, 1, ?)',
    );
    for (const template of PUBLIC_TEMPLATES) {
      const pdf = renderTemplatePdf(template);
      insert.run(template.id, template.name, pdf.length, 'application/pdf', pdf, formatCst(context.asOf));
    }
  },
  // GET is the same download for links and new windows (spec §6: the token rides in the query).
  handlers: { uploadFile, downloadFile, downloadFileByLink: downloadFile, deleteFile },
};
