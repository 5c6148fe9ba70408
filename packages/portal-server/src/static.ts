// The built portal's static files: every other page address answers index.html (with a fresh CSP
// nonce per response), hashed assets are cached for a year, and text answers are compressed.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { PostedFields } from './entry.js';
import { readPostedForm, withPostedForm, type SubmittedForm } from './posted-form.js';

/**
 * The page rendered in the browser (the framework's SPA build, its index.html) carries its bootstrap as
 * inline scripts: each gets this answer's nonce, the one inline script the policy then allows.
 */
export function withNonce(html: string, nonce: string): string {
  return html
    .replace(/<script(?![^>]*\bnonce=)/g, `<script nonce="${nonce}"`)
    // The page's script reads it there for the styles it inserts (the dialogs' scroll lock).
    .replace('<meta name="csp-nonce" content=""', `<meta name="csp-nonce" content="${nonce}"`);
}

/**
 * The portal's own pages: scripts, styles and images only from this origin, and forms sent only to it
 * (see also spec §4 popups). No inline script at all; the only inline styles allowed are the `<style>`
 * elements that carry this response's nonce (the dialogs' scroll lock inserts one, reading the nonce
 * from the meta tag).
 */
export function htmlSecurityHeaders(nonce: string, { nonceScripts = false }: { nonceScripts?: boolean } = {}): Record<string, string> {
  // A server-rendered page carries one inline script, its hydration data, with this answer's nonce.
  const scripts = nonceScripts ? `'self' 'nonce-${nonce}'` : `'self'`;
  return {
    'Content-Security-Policy': `default-src 'self'; img-src 'self' data:; style-src 'self' 'nonce-${nonce}'; script-src ${scripts}; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

export const newNonce = (): string => randomBytes(16).toString('base64');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
};

/** Vite names files under /assets/ by content hash, so they never change: cache them for a year. */
const ASSET_CACHE = 'public, max-age=31536000, immutable';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.txt', '.xml', '.svg']);
/** Below this a compressed answer saves less than its headers cost. */
const COMPRESS_MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (`Accept-Encoding`, q=0 refuses one), or null. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Compresses with the best settings for files compressed once and served many times (hashed assets:
 * brotli quality 11), or fast ones for answers made per request (index.html with its nonce).
 */
function compress(body: Uint8Array, encoding: Encoding, once: boolean): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: once ? 11 : 5,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipSync(body, { level: once ? 9 : 6 });
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>信用门户</title></head>
<body><h1>门户页面尚未构建</h1><p>接口已在 /api 提供。请先构建门户前端（pnpm build），再刷新本页。</p></body></html>`;

const text = (body: string, status: number, extra: Record<string, string> = {}): Response =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', ...extra },
  });

/** An HTML answer made for this request (compressed when the client accepts it); never revalidated. Each cookie is its own Set-Cookie. */
function sendHtml(c: Context, html: string, status: number, headers: Record<string, string>, cookies: readonly string[] = []): Response {
  const encoding = Buffer.byteLength(html) >= COMPRESS_MIN_BYTES ? preferredEncoding(c.req.header('accept-encoding')) : null;
  const encoded: Record<string, string> = encoding ? { 'Content-Encoding': encoding, Vary: headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding' } : {};
  const all = new Headers({ 'Content-Type': CONTENT_TYPES['.html'] as string, ...headers, ...encoded });
  for (const cookie of cookies) all.append('Set-Cookie', cookie);
  return new Response(c.req.method === 'HEAD' ? null : encoding ? new Uint8Array(compress(Buffer.from(html), encoding, false)) : html, { status, headers: all });
}

/** A rendered page's HTML, with the fields it gives back (a kept form) in its head. */
const htmlOf = (rendered: RenderedPage): string => (rendered.givenBack ? withPostedForm(rendered.html, rendered.givenBack) : rendered.html);

/**
 * Renders a page address on the server (http/page-render.ts): its status, HTML and headers, or null for
 * the browser-rendered shell (index.html as it is). `template` reads the built index.html.
 */
export type PageRenderer = (
  c: Context,
  /** A form's fields sent to the page as a plain POST (posted-form.ts): the page shows them back in its form. */
  posted?: PostedFields,
  /** The same POST as it came: a page whose route has an action takes it there instead. */
  submitted?: SubmittedForm,
) => Promise<RenderedPage | null>;

/** A page rendered on the server. */
export interface RenderedPage {
  status: number;
  html: string;
  headers: Record<string, string>;
  /** Each its own Set-Cookie header. */
  cookies?: string[];
  /** A form's fields the page was rendered with and gives back (posted to it, or kept while its visitor logged in again: unsent-forms.ts). */
  givenBack?: PostedFields;
}

export interface PortalStaticOptions {
  /** Renders a page on the server; null (or none) serves the page rendered in the browser. */
  renderPage?: PageRenderer;
  /** The framework's own requests (`*.data`, `/__manifest`): the server build's handler. */
  answerFramework?: (c: Context) => Promise<Response | null>;
}

/** Inside `root`, after following symbolic links; anything else is refused. */
function isInside(root: string, file: string): boolean {
  return file === root || file.startsWith(root + path.sep);
}

/**
 * Serves the built portal: files as they are, index.html for every other page address so the
 * portal's router can show it (its own /404 page included). Never serves outside the folder.
 */
export function createPortalStatic(staticDir: string, { renderPage, answerFramework }: PortalStaticOptions = {}): (c: Context) => Promise<Response> {
  const root = path.resolve(staticDir);

  // Compressed files by path, size, modification time and encoding: each is compressed once.
  const compressed = new Map<string, Buffer>();
  const COMPRESSED_CACHE_ENTRIES = 2000;

  async function sendFile(c: Context, file: string, stat: fs.Stats, cacheControl: string): Promise<Response> {
    const ext = path.extname(file).toLowerCase();
    const isHtml = ext === '.html';
    const encoding = COMPRESSIBLE.has(ext) && stat.size >= COMPRESS_MIN_BYTES ? preferredEncoding(c.req.header('accept-encoding')) : null;
    // Operators serve the portal behind a compressing proxy; the reference server does the same job.
    const encoded: Record<string, string> = encoding ? { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' } : {};
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
    if (isHtml) {
      // A fresh nonce per answer, so HTML is never revalidated with an ETag.
      const nonce = newNonce();
      const html = withNonce(await fs.promises.readFile(file, 'utf8'), nonce);
      return sendHtml(c, html, 200, { 'Cache-Control': cacheControl, ...htmlSecurityHeaders(nonce, { nonceScripts: true }) });
    }
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      ...encoded,
    };
    if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
    if (!encoding) return new Response(new Uint8Array(await fs.promises.readFile(file)), { status: 200, headers });
    const key = `${file}\0${etag}`;
    let body = compressed.get(key);
    if (!body) {
      body = compress(await fs.promises.readFile(file), encoding, true);
      if (compressed.size >= COMPRESSED_CACHE_ENTRIES) compressed.clear();
      compressed.set(key, body);
    }
    return new Response(new Uint8Array(body), { status: 200, headers });
  }

  // The rendered pages' template, index.html, read again only when the file changed (a new build): a
  // stat (a few microseconds) instead of opening and reading the file for every page.
  let template: { mtimeMs: number; size: number; text: Promise<string> } | undefined;
  function readTemplate(): Promise<string> {
    const file = path.join(root, 'index.html');
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return fs.promises.readFile(file, 'utf8');
    if (template?.mtimeMs !== stat.mtimeMs || template.size !== stat.size) {
      const text = fs.promises.readFile(file, 'utf8');
      template = { mtimeMs: stat.mtimeMs, size: stat.size, text };
      text.catch(() => {
        if (template?.text === text) template = undefined;
      });
    }
    return template.text;
  }

  async function sendIndex(c: Context): Promise<Response> {
    if (renderPage) {
      const rendered = await renderPage(c);
      if (rendered) return sendHtml(c, htmlOf(rendered), rendered.status, rendered.headers, rendered.cookies);
    }
    const index = path.join(root, 'index.html');
    const stat = await fs.promises.stat(index).catch(() => undefined);
    if (!stat?.isFile()) {
      return new Response(NOT_BUILT_PAGE, {
        status: 503,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...htmlSecurityHeaders(newNonce()) },
      });
    }
    // index.html names the current hashed assets: always revalidate it.
    return sendFile(c, index, stat, 'no-cache');
  }

  /**
   * A POST to a page (a form's action, or the framework's `.data` request of one) sent from another site is
   * refused before it is read: an action may sign a visitor on (login CSRF) or send in their name, and a
   * plain form POST needs no CORS preflight. The browser says where it came from (Sec-Fetch-Site, sent by
   * every current browser); a request without it (an older browser, a script) is judged as before.
   */
  function postedFromAnotherSite(c: Context): boolean {
    const site = c.req.header('sec-fetch-site');
    return site !== undefined && site !== 'same-origin' && site !== 'none';
  }

  /**
   * A form sent to its page as a plain POST (posted-form.ts): the page again, rendered on the server when it
   * can be, else the browser-rendered shell, with the fields given back; never stored by a cache.
   */
  async function answerPostedForm(c: Context): Promise<Response> {
    const posted = await readPostedForm(c.req.raw);
    if (posted.kind === 'too-large') return text('提交的内容过多，请返回上一页修改后再试', 413);
    const rendered = renderPage ? await renderPage(c, posted.fields, posted.submitted) : null;
    // Taken by the route's action (the page it answered: its receipt, or the form with its messages), or
    // the page with the fields given back.
    if (rendered) return sendHtml(c, htmlOf(rendered), rendered.status, { ...rendered.headers, 'Cache-Control': 'no-store' }, rendered.cookies);
    const nonce = newNonce();
    const html = await readTemplate().catch(() => null);
    if (html === null) return text('门户前端尚未构建', 503);
    return sendHtml(c, withPostedForm(withNonce(html, nonce), posted.fields), 200, { 'Cache-Control': 'no-store', ...htmlSecurityHeaders(nonce, { nonceScripts: true }) });
  }

  return async (c) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') return text('无效的请求方法', 405, { Allow: 'GET, HEAD' });
    if (method === 'POST' && postedFromAnotherSite(c)) return text('不接受来自其他网站的提交，请在本站页面上填写后提交', 403);
    const rawPath = new URL(c.req.url).pathname;
    let decoded: string;
    try {
      decoded = decodeURIComponent(rawPath);
    } catch {
      return text('请求地址有误', 400);
    }
    const segments = decoded.split(/[\\/]+/);
    if (decoded.includes('\0') || segments.includes('..')) return text('禁止访问', 403);
    // Only a page address takes a form's POST; files and everything else take GET and HEAD alone.
    const last = segments[segments.length - 1] ?? '';
    const hidden = segments.some((s) => s.startsWith('.'));
    // The framework's requests of a page shown in the browser: its routes' data and the route manifest.
    if (answerFramework && !hidden && (decoded === '/__manifest' || decoded.endsWith('.data'))) {
      const answered = await answerFramework(c);
      if (answered) return answered;
    }
    const pageAddress = !hidden && !decoded.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(last);
    if (method === 'POST') return pageAddress ? answerPostedForm(c) : text('无效的请求方法', 405, { Allow: 'GET, HEAD' });
    if (decoded === '/' || decoded === '/index.html') return sendIndex(c);

    const candidate = path.resolve(root, `.${decoded}`);
    if (!isInside(root, candidate)) return text('禁止访问', 403);
    // Hidden files (.env, .git) are never part of a build output.
    const stat = hidden ? undefined : await fs.promises.stat(candidate).catch(() => undefined);
    if (stat?.isFile()) {
      const real = await fs.promises.realpath(candidate);
      const realRoot = await fs.promises.realpath(root);
      if (!isInside(realRoot, real)) return text('禁止访问', 403);
      const isAsset = decoded.startsWith('/assets/');
      const cache = isAsset ? ASSET_CACHE : path.extname(real) === '.html' ? 'no-cache' : 'public, max-age=3600';
      return sendFile(c, real, stat, cache);
    }
    // A missing script or image must fail as such (the portal retries a chunk that failed to load), not
    // arrive as index.html; page addresses have no file extension.
    if (!pageAddress) return text('未找到', 404);
    return sendIndex(c);
  };
}
