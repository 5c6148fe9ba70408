import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/features/accounts/session.js';
import { sanitizeFileName } from '../src/features/files/checks.js';
import { startTestServer, type TestServer } from './helpers.js';

/** Starting a server seeds a whole database; on a busy machine that takes longer than the default 10 s. */
const SERVER_START_MS = 60_000;

let server: TestServer;
let qiye: string;
let geren: string;

const tokenOf = (username: string): string => {
  const { id } = server.portal.db.prepare('SELECT id FROM user_account WHERE username = ?').get(username) as { id: number };
  return issueToken(server.portal.db, id, Date.now(), 3600_000).token;
};

beforeAll(async () => {
  server = await startTestServer();
  qiye = tokenOf('qiye');
  geren = tokenOf('geren');
}, SERVER_START_MS);
afterAll(() => server.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

async function upload(token: string | null, name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  return server.request('/api/filestorage/file/uploadFile', {
    method: 'POST',
    body: form,
    ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
  });
}

const download = (id: string, init: { token?: string; query?: string } = {}) =>
  fetch(`${server.url}/api/filestorage/file/downloadFile/${id}${init.query ?? ''}`, {
    method: 'POST',
    ...(init.token ? { headers: { Authorization: `Bearer ${init.token}` } } : {}),
  });

describe('uploading a file', () => {
  it('needs a login', async () => {
    expect((await upload(null, 'a.pdf', PDF)).json).toEqual({ code: 401, msg: '请先登录' });
  });

  it('stores a PDF under a clean Chinese name and answers its id and download address', async () => {
    const { json: answer } = await upload(qiye, 'C:\\fakepath\\营业执照\u0007副本.pdf', PDF);
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ name: '营业执照副本.pdf', size: PDF.length, contentType: 'application/pdf' });
    expect(answer.data.url).toBe(`/filestorage/file/downloadFile/${answer.data.id}`);
    const row = server.portal.db.prepare('SELECT owner_id FROM file_object WHERE id = ?').get(answer.data.id) as { owner_id: number };
    expect(row.owner_id).toBeGreaterThan(0);
  });

  it('refuses a file whose first bytes do not match its extension', async () => {
    expect((await upload(qiye, '照片.png', PDF)).json).toEqual({
      code: 202, msg: '文件内容与扩展名不符', errors: { file: '文件内容与扩展名不符' },
    });
    expect((await upload(qiye, '照片.png', PNG)).json.code).toBe(200);
  });

  it('refuses types outside the list', async () => {
    const answer = await upload(qiye, 'setup.exe', Buffer.from('MZ\x90\x00'));
    expect(answer.json.errors.file).toBe('仅支持 pdf、jpg、jpeg、png、gif、doc、docx、xls、xlsx、zip、ofd 格式的文件');
  });

  it('refuses more than 10 MB before reading it', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 70 * 1024);
    PDF.copy(big);
    const answer = await upload(qiye, '大文件.pdf', big);
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ code: 202, msg: '文件大小不能超过10MB', errors: { file: '文件大小不能超过10MB' } });
  });

  it('asks for a file when the part is missing', async () => {
    const form = new FormData();
    form.append('other', 'x');
    const answer = await server.request('/api/filestorage/file/uploadFile', { method: 'POST', body: form, headers: { Authorization: `Bearer ${qiye}` } });
    expect(answer.json.errors).toEqual({ file: '请选择要上传的文件' });
  });
});

describe('file names', () => {
  it('lose folders, control and direction characters, keep Chinese and the extension when cut', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('信用\u202e修复.pdf')).toBe('信用修复.pdf');
    const long = sanitizeFileName(`${'信'.repeat(150)}.docx`);
    expect([...long].length).toBe(100);
    expect(long.endsWith('.docx')).toBe(true);
  });
});

describe('downloading a file', () => {
  let id: string;
  beforeAll(async () => {
    id = (await upload(qiye, '信用修复申请书.pdf', PDF)).json.data.id;
  });

  it('streams the owner’s file as an attachment with its UTF-8 name', async () => {
    const answer = await download(id, { token: qiye });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/octet-stream');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('信用修复申请书.pdf')}`,
    );
    expect(Buffer.from(await answer.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('takes the token as the access_token query parameter (spec §6)', async () => {
    const answer = await download(id, { query: `?access_token=${qiye}` });
    expect(answer.status).toBe(200);
    expect((await answer.arrayBuffer()).byteLength).toBe(PDF.length);
  });

  it('answers 4040 to another visitor and for unknown ids, 401 without a token', async () => {
    expect(await (await download(id, { token: geren })).json()).toEqual({ code: 4040, msg: '请求的资源不存在' });
    expect(await (await download('no-such-file', { token: qiye })).json()).toEqual({ code: 4040, msg: '请求的资源不存在' });
    expect(await (await download(id)).json()).toEqual({ code: 401, msg: '请先登录' });
  });

  it('lets anyone, even without a login, download a public file by a GET link', async () => {
    const answer = await fetch(`${server.url}/api/filestorage/file/downloadFile/tpl-credit-repair-application`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await answer.arrayBuffer()).toString('latin1').startsWith('%PDF-1.4')).toBe(true);
  });

  it('asks for a login before any other file, whether or not it exists', async () => {
    expect(await (await download('no-such-file')).json()).toEqual({ code: 401, msg: '请先登录' });
  });

  it('lets anyone logged in download a public template, a real PDF', async () => {
    const answer = await download('tpl-credit-repair-application', { token: geren });
    expect(answer.headers.get('content-disposition')).toContain(encodeURIComponent('信用修复申请书（样表）.pdf'));
    const text = Buffer.from(await answer.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });
});

describe('deleting a file', () => {
  const remove = (id: string, token: string) =>
    server.request(`/api/filestorage/file/deleteFile/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });

  it('is for the owner only; afterwards the file is gone', async () => {
    const id = (await upload(qiye, '附件.pdf', PDF)).json.data.id;
    expect((await remove(id, geren)).json.code).toBe(4040);
    expect((await remove(id, qiye)).json).toEqual({ code: 200, msg: '操作成功', data: true });
    expect(((await (await download(id, { token: qiye })).json()) as { code: number }).code).toBe(4040);
    expect((await remove(id, qiye)).json.code).toBe(4040);
  });

  it('never removes a public template', async () => {
    expect((await remove('tpl-credit-commitment', qiye)).json.code).toBe(403);
  });
});

describe('reading images', () => {
  it('still serves stored pictures', async () => {
    const answer = await server.request('/api/filestorage/file/readImage/avatar-person');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('sends an advert compressed when the browser takes gzip, its lettering as outlines', async () => {
    // Raw HTTP: fetch would ask for and undo the compression by itself.
    const get = (headers: Record<string, string>) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${server.url}/api/filestorage/file/readImage/advert-1`, { headers }, (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => chunks.push(chunk));
            answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const plain = await get({});
    const svg = plain.body.toString('utf8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // No <text> for the browser to lay out with a Chinese font; the title still names the picture.
    expect(svg).not.toContain('<text');
    expect(svg).toContain('<title>诚信建设万里行 讲诚信 守承诺 树新风</title>');
    expect(svg).toMatch(/<path d="M[\d. ]+/);

    const zipped = await get({ 'Accept-Encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.byteLength).toBeLessThan(svg.length / 2);
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(svg);
  });
});
