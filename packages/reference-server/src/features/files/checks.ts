// What an upload may be (contract: uploadFile): at most 10 MB, one of the document and image types
// forms take, recognised by extension AND by the file's first bytes.

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

interface FileKind {
  contentType: string;
  /** The file's first bytes, any of these. */
  magic: readonly number[][];
}

const PDF = [[0x25, 0x50, 0x44, 0x46, 0x2d]]; // %PDF-
const JPEG = [[0xff, 0xd8, 0xff]];
const PNG = [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]];
const GIF = [[0x47, 0x49, 0x46, 0x38, 0x37, 0x61], [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]];
/** Office 97-2003 documents are OLE2 compound files. */
const OLE2 = [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]];
/** docx, xlsx and OFD (GB/T 33190) are zip containers. */
const ZIP = [[0x50, 0x4b, 0x03, 0x04], [0x50, 0x4b, 0x05, 0x06]];

export const FILE_KINDS: Readonly<Record<string, FileKind>> = {
  pdf: { contentType: 'application/pdf', magic: PDF },
  jpg: { contentType: 'image/jpeg', magic: JPEG },
  jpeg: { contentType: 'image/jpeg', magic: JPEG },
  png: { contentType: 'image/png', magic: PNG },
  gif: { contentType: 'image/gif', magic: GIF },
  doc: { contentType: 'application/msword', magic: OLE2 },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', magic: ZIP },
  xls: { contentType: 'application/vnd.ms-excel', magic: OLE2 },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', magic: ZIP },
  zip: { contentType: 'application/zip', magic: ZIP },
  ofd: { contentType: 'application/ofd', magic: ZIP },
};

export const ALLOWED_TYPES_MESSAGE = `仅支持 ${Object.keys(FILE_KINDS).join('、')} 格式的文件`;

/**
 * A file name safe to store and to send back in Content-Disposition: no folder part (`C:\\…\\a.pdf`,
 * `../a.pdf`), no control or bidirectional-override characters, at most 100 characters with the
 * extension kept. Chinese stays as it is.
 */
export function sanitizeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/["<>|:*?]/g, '')
    .trim()
    .replace(/^\.+/, '');
  const chars = [...cleaned];
  if (chars.length <= 100) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 ? [...cleaned.slice(dot)] : [];
  return chars.slice(0, 100 - ext.length).join('') + ext.join('');
}

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean =>
  bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte);

/** The problem with an upload, or null when it may be stored. */
export function checkUpload(name: string, bytes: Uint8Array): string | null {
  if (bytes.length === 0) return '文件不能为空';
  if (bytes.length > MAX_UPLOAD_BYTES) return '文件大小不能超过10MB';
  const kind = FILE_KINDS[extensionOf(name)];
  if (!kind) return ALLOWED_TYPES_MESSAGE;
  if (!kind.magic.some((magic) => startsWith(bytes, magic))) return '文件内容与扩展名不符';
  return null;
}

/** RFC 6266 / 5987: `attachment; filename*=UTF-8''…`, every non-token byte percent-encoded. */
export function contentDisposition(name: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename*=UTF-8''${encoded}`;
}
